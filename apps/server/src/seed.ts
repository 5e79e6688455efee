import { seedDemo } from './demo/seed-demo';
import { loadReferenceData } from './modules/common/reference-loader';
import { Clock } from './platform/clock';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { mkdirSync } from 'node:fs';

/** `npm run seed`: migrations, reference data and demo data; safe to run twice. */
const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await database.migrate();
const reference = await loadReferenceData(database.db);
const demo = await seedDemo(database.db, new Clock().now());
console.log(`reference data ${reference.loaded ? 'loaded' : 'already present'}; demo data ${demo.seeded ? 'loaded' : 'already present'}`);
await database.close();
