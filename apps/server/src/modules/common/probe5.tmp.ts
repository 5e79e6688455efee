import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../../platform/paths';
import { parseCsv, parseCsvRows } from '../../platform/csv';
let t = performance.now();
const lap = (l: string) => { console.log(l, (performance.now() - t).toFixed(1)); t = performance.now(); };
const s = readFileSync(join(dataDir, 'rail/stations.csv'), 'utf8'); lap('readsync');
for (let k = 0; k < 5; k++) { parseCsvRows(s); lap('rows'); }
for (let k = 0; k < 3; k++) { parseCsv(s); lap('objs'); }
for (let k = 0; k < 3; k++) { s.split('\n').map(l => l.split(',')); lap('split'); }
