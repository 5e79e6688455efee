import { openDatabase } from '../../platform/db/database';
import { loadReferenceData } from './reference-loader';
import { listAirports, listHotAirports, listHotCities } from './place-service';
import { listTrainCities, listCountries, listCurrencies } from './reference-service';
import { getReferenceData } from './reference-cache';
const database = await openDatabase({});
await database.migrate();
let t = performance.now();
console.log(await loadReferenceData(database.db), Math.round(performance.now() - t), 'ms');
t = performance.now();
console.log(await loadReferenceData(database.db), Math.round(performance.now() - t), 'ms');
const ref = await getReferenceData(database.db);
for (const a of ref.airports.filter((a) => a.airportGroup === 'china')) {
  if (!a.cityRef || !a.cityZh) console.log('UNRESOLVED', a.iata, a.cityEn, a.cityZh, a.cityRef);
}
console.log(ref.airports.filter((a) => a.airportGroup === 'china').map((a) => `${a.iata}:${a.cityEn}=${a.cityZh}/${ref.cityByAdcode.get(a.cityRef ?? '')?.shortName}`).join(' '));
console.log(ref.airports.filter((a) => a.airportGroup === 'intl').map((a) => `${a.iata}:${a.cityEn}=${a.cityZh ?? '-'}/${a.cityCode}`).join(' '));
const tc = await listTrainCities(database.db, 'zh-CN', {});
console.log('train cities', tc.list.length, tc.list.reduce((n, c) => n + c.stationList.length, 0));
const noCity = tc.list.filter((c) => !ref.cityByShortName.has(c.cityName) && !ref.stationByName.has(c.cityName));
console.log('pinyin fallback', noCity.map((c) => `${c.cityName}:${c.pinyin}`).join(' '));
console.log(JSON.stringify(tc.list.slice(0, 2)).slice(0, 600));
const en = await listTrainCities(database.db, 'en', { keyword: '北京' });
console.log(JSON.stringify(en.list).slice(0, 1500));
console.log(JSON.stringify((await listHotCities(database.db, 'zh-CN', {})).list.slice(0, 22).map((c) => [c.cityName, c.city3Code])));
console.log(JSON.stringify((await listHotAirports(database.db, 'zh-CN', {})).list.map((c) => [c.airport3Code, c.airportName, c.cityName, c.cityId])));
console.log(JSON.stringify((await listAirports(database.db, 'en', { keyword: 'sha' })).list.slice(0, 5)));
console.log((await listCountries(database.db, 'en', {})).list.length, (await listCurrencies(database.db, 'en', {})).list.length);
await database.close();
