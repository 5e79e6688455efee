import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/database';
import { countryNameOf, findCountry } from './country-names';
import { areaOf } from './geo-areas';
import { DOMESTIC_HOT_CITIES, listAirports, listHotAirports, listHotCities } from './place-service';
import { findCurrency, getReferenceData } from './reference-cache';
import { loadReferenceData } from './reference-loader';
import { listCountries, listCurrencies, listTrainCities, stationNameEn } from './reference-service';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
});

describe('loadReferenceData', () => {
  it('loads every table once; a second run loads nothing', async () => {
    const started = performance.now();
    expect(await loadReferenceData(database.db)).toEqual({ loaded: true });
    const firstMs = performance.now() - started;
    expect(await loadReferenceData(database.db)).toEqual({ loaded: false });
    // Generous bound: it runs in every test file's database (about 0.4 s on PGlite).
    expect(firstMs).toBeLessThan(5000);

    const [counts] = await database.query<Record<string, number>>(`
      SELECT (SELECT count(*)::int FROM ref_stations) AS stations, (SELECT count(*)::int FROM ref_cities) AS cities,
             (SELECT count(*)::int FROM ref_intl_cities) AS intl, (SELECT count(*)::int FROM ref_countries) AS countries,
             (SELECT count(*)::int FROM ref_currencies) AS currencies, (SELECT count(*)::int FROM ref_airports) AS airports,
             (SELECT count(*)::int FROM ref_airlines) AS airlines, (SELECT count(*)::int FROM ref_rail_lines) AS lines,
             (SELECT count(*)::int FROM ref_rail_line_stations) AS line_stations`);
    expect(counts).toEqual({
      stations: 3364,
      cities: 369,
      intl: 80,
      countries: 249,
      currencies: 165,
      airports: 432,
      airlines: 120,
      lines: 27,
      line_stations: 730,
    });
  });

  it('keeps quoted CSV fields and derived airport columns', async () => {
    const [kr] = await database.query<{ name_en_iso: string }>(`SELECT name_en_iso FROM ref_countries WHERE iso2 = 'KR'`);
    expect(kr?.name_en_iso).toBe('Korea, Republic of');
    const [pek] = await database.query(`SELECT city_code, city_ref, city_zh, name_zh FROM ref_airports WHERE iata = 'PEK'`);
    expect(pek).toEqual({ city_code: 'BJS', city_ref: '110000', city_zh: '北京', name_zh: '北京首都国际机场' });
  });

  it('maps every Chinese airport to a city of cities.csv with a Chinese name', async () => {
    const ref = await getReferenceData(database.db);
    const china = ref.airports.filter((a) => a.airportGroup === 'china');
    expect(china).toHaveLength(282);
    for (const a of china) {
      expect(a.cityRef && ref.cityByAdcode.has(a.cityRef), a.iata).toBe(true);
      expect(a.cityZh, a.iata).toMatch(/\p{Script=Han}/u);
    }
    expect(ref.airportByIata.get('DNH')?.cityZh).toBe('敦煌');
    expect(ref.airportByIata.get('CSX')).toMatchObject({ cityEn: 'Changsha', cityZh: '长沙', cityRef: '430100' });
  });

  it('keeps the rail lines in km order with telecodes of stations.csv', async () => {
    const ref = await getReferenceData(database.db);
    expect(ref.railLines).toHaveLength(27);
    const jinghu = ref.railLines.find((l) => l.name === '京沪高速铁路')!;
    expect(jinghu.kind).toBe('HSR');
    expect(jinghu.stations[0]).toMatchObject({ name: '北京南', telecode: 'VNP', km: 0 });
    expect(jinghu.stations.at(-1)).toMatchObject({ name: '上海虹桥', km: 1318 });
    for (const line of ref.railLines) {
      const kms = line.stations.map((s) => s.km);
      expect(kms, line.name).toEqual([...kms].sort((a, b) => a - b));
      for (const s of line.stations) expect(ref.stationByCode.has(s.telecode)).toBe(true);
    }
  });
});

describe('common/train_city/list', () => {
  it('lists every station under its city, sorted by pinyin', async () => {
    const { list } = await listTrainCities(database.db, 'zh-CN', {});
    expect(list.length).toBeGreaterThan(400);
    expect(list.reduce((n, c) => n + c.stationList.length, 0)).toBe(3364);
    const pinyins = list.map((c) => c.pinyin);
    expect(pinyins).toEqual([...pinyins].sort());
    for (const c of list) expect(c.firstLetter).toBe(c.pinyin[0]!.toUpperCase());
    const beijing = list.find((c) => c.cityName === '北京')!;
    expect(beijing.pinyin).toBe('beijing');
    expect(beijing.stationList[0]).toEqual({ stationCode: 'BJP', stationName: '北京', pinyin: 'beijing', abbr: 'bj' });
    expect(beijing.stationList.map((s) => s.stationName)).toEqual(expect.arrayContaining(['北京南', '北京西', '北京北']));
    // A 12306 city field with a full name shows the short name and a real pinyin.
    expect(list.find((c) => c.cityName === '巴音郭楞')?.pinyin).toBe('bayinguoleng');
  });

  it('filters by city or station name, pinyin and abbreviation', async () => {
    const byStation = await listTrainCities(database.db, 'zh-CN', { keyword: '北京南' });
    expect(byStation.list).toHaveLength(1);
    expect(byStation.list[0]).toMatchObject({ cityName: '北京', stationList: [{ stationCode: 'VNP', stationName: '北京南' }] });

    const byCityPinyin = await listTrainCities(database.db, 'zh-CN', { keyword: 'ShangHai' });
    const shanghai = byCityPinyin.list.find((c) => c.cityName === '上海')!;
    expect(shanghai.stationList.map((s) => s.stationName)).toEqual(expect.arrayContaining(['上海', '上海虹桥', '上海南']));

    const byAbbr = await listTrainCities(database.db, 'zh-CN', { keyword: 'shhq' });
    expect(byAbbr.list.flatMap((c) => c.stationList.map((s) => s.stationName))).toContain('上海虹桥');

    expect((await listTrainCities(database.db, 'zh-CN', { keyword: 'zzzzzz' })).list).toEqual([]);
  });

  it('names cities and stations in English outside Chinese locales', async () => {
    const { list } = await listTrainCities(database.db, 'en', { keyword: '北京' });
    const beijing = list.find((c) => c.pinyin === 'beijing')!;
    expect(beijing.cityName).toBe('Beijing');
    const names = new Map(beijing.stationList.map((s) => [s.stationCode, s.stationName]));
    expect(names.get('VNP')).toBe('Beijing South');
    expect(names.get('BJP')).toBe('Beijing');
    expect(names.get('IFP')).toBe('Beijing Chaoyang');
  });
});

describe('common/city/hot', () => {
  it('lists the domestic hot cities first, then the international ones', async () => {
    const { list } = await listHotCities(database.db, 'zh-CN', { scope: 'ALL' });
    expect(list).toHaveLength(DOMESTIC_HOT_CITIES.length + 80);
    const domestic = list.slice(0, DOMESTIC_HOT_CITIES.length);
    expect(domestic.every((c) => !c.isInternational && c.countryCode === 'CN' && c.countryName === '中国')).toBe(true);
    expect(domestic.every((c) => c.cityId.startsWith('156'))).toBe(true);
    expect(list.slice(DOMESTIC_HOT_CITIES.length).every((c) => c.isInternational)).toBe(true);
    expect(domestic[0]).toEqual({
      cityId: '156110000',
      cityName: '北京',
      cityNameEn: 'Beijing',
      city3Code: 'BJS',
      countryCode: 'CN',
      countryName: '中国',
      area: null,
      isInternational: false,
      hotRank: 1,
    });
    expect(domestic.map((c) => c.cityName).slice(0, 5)).toEqual(['北京', '上海', '广州', '深圳', '成都']);
    expect(domestic.find((c) => c.cityName === '西安')?.city3Code).toBe('SIA');
    expect(domestic.find((c) => c.cityName === '苏州')?.city3Code).toBeNull();
  });

  it('gives international cities a stable id, their area and a localised name', async () => {
    const zh = await listHotCities(database.db, 'zh-CN', { scope: 'INTERNATIONAL' });
    expect(zh.list).toHaveLength(80);
    expect(zh.list.every((c) => c.isInternational && c.area !== null && c.area >= 11 && c.area <= 15)).toBe(true);
    expect(new Set(zh.list.map((c) => c.cityId)).size).toBe(80);
    expect(zh.list.every((c) => !c.cityId.startsWith('156'))).toBe(true);
    expect(zh.list[0]).toMatchObject({ cityId: '392TYO', cityName: '东京', city3Code: 'TYO', countryName: '日本', area: 11 });
    const areaOfCity = (code: string) => zh.list.find((c) => c.city3Code === code)?.area;
    expect([areaOfCity('LON'), areaOfCity('NYC'), areaOfCity('JNB'), areaOfCity('SYD'), areaOfCity('MOW')]).toEqual([12, 13, 14, 15, 12]);

    const en = await listHotCities(database.db, 'en', { scope: 'INTERNATIONAL' });
    expect(en.list[0]).toMatchObject({ cityName: 'Tokyo', countryName: 'Japan' });
  });

  it('answers only domestic cities for scope DOMESTIC', async () => {
    const { list } = await listHotCities(database.db, 'en', { scope: 'DOMESTIC' });
    expect(list).toHaveLength(DOMESTIC_HOT_CITIES.length);
    expect(list[1]).toMatchObject({ cityName: 'Shanghai', countryName: 'China', isInternational: false });
  });
});

describe('common/airport/list and common/airport/hot', () => {
  it('lists all airports, Chinese ones first', async () => {
    const { list } = await listAirports(database.db, 'zh-CN', {});
    expect(list).toHaveLength(432);
    expect(list.slice(0, 282).every((a) => ['CN', 'HK', 'MO'].includes(a.country2Code))).toBe(true);
    expect(list.slice(282).some((a) => a.country2Code === 'CN')).toBe(false);
    const pek = list.find((a) => a.airport3Code === 'PEK');
    expect(pek).toEqual({
      airport3Code: 'PEK',
      airportName: '北京首都国际机场',
      city3Code: 'BJS',
      cityId: '156110000',
      cityName: '北京',
      country2Code: 'CN',
      countryId: '156',
      countryName: '中国',
      timeZone: 'Asia/Shanghai',
    });
    expect(list.find((a) => a.airport3Code === 'LHR')).toMatchObject({ cityId: '826LON', city3Code: 'LON', cityName: '伦敦', countryName: '英国' });
  });

  it('filters by code, name and city, an exact code first', async () => {
    const sha = (await listAirports(database.db, 'zh-CN', { keyword: 'sha' })).list;
    expect(sha.slice(0, 2).map((a) => a.airport3Code)).toEqual(['SHA', 'PVG']);

    const pudong = (await listAirports(database.db, 'zh-CN', { keyword: '浦东' })).list;
    expect(pudong.map((a) => a.airport3Code)).toEqual(['PVG']);

    const london = (await listAirports(database.db, 'en', { keyword: 'London' })).list;
    expect(london.length).toBeGreaterThanOrEqual(4);
    expect(london.every((a) => a.country2Code === 'GB' && a.cityName === 'London')).toBe(true);

    const chengdu = (await listAirports(database.db, 'zh-CN', { keyword: '成都' })).list.map((a) => a.airport3Code);
    expect(chengdu).toEqual(expect.arrayContaining(['CTU', 'TFU']));
  });

  it('localises names: English outside Chinese locales', async () => {
    const [pek] = (await listAirports(database.db, 'de', { keyword: 'PEK' })).list;
    expect(pek).toMatchObject({ airportName: 'Beijing Capital International Airport', cityName: 'Beijing', countryName: 'China' });
    const [hkg] = (await listAirports(database.db, 'zh-TW', { keyword: 'HKG' })).list;
    expect(hkg).toMatchObject({ cityName: '香港', countryName: '中国香港' });
  });

  it('lists the busiest airports, domestic first', async () => {
    const { list } = await listHotAirports(database.db, 'zh-CN', {});
    expect(list).toHaveLength(30);
    expect(list.slice(0, 20).every((a) => ['CN', 'HK', 'MO'].includes(a.country2Code))).toBe(true);
    expect(list.slice(20).every((a) => !['CN', 'HK', 'MO'].includes(a.country2Code))).toBe(true);
    expect(list.map((a) => a.airport3Code)).toEqual(expect.arrayContaining(['PEK', 'PVG', 'CAN', 'SZX', 'ATL', 'LHR']));
    expect(list[0]?.airport3Code).toBe('PEK');
  });
});

describe('common/country/list and common/currency/list', () => {
  it('lists every country, China first, Chinese name and English ename whatever the locale', async () => {
    const zh = (await listCountries(database.db, 'zh-CN', {})).list;
    const en = (await listCountries(database.db, 'en', {})).list;
    expect(zh).toHaveLength(249);
    expect(en).toEqual(zh);
    expect(zh[0]).toEqual({ id: '156', name: '中国', ename: 'China', code: 'CN', pinyin: 'zhongguo', phoneCode: '86' });
    expect(zh.find((c) => c.code === 'KR')).toMatchObject({ id: '410', name: '韩国', ename: 'South Korea', phoneCode: '82' });
    expect(zh.every((c) => /^\d{3}$/.test(c.id) && /^[A-Z]{2}$/.test(c.code))).toBe(true);
    const rest = zh.slice(1).map((c) => c.pinyin);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('lists currencies without funds, CNY first, names localised', async () => {
    const zh = (await listCurrencies(database.db, 'zh-CN', {})).list;
    expect(zh).toHaveLength(157);
    expect(zh[0]).toEqual({ currencyCode: 'CNY', currencyName: '人民币', symbol: '¥', minorUnit: 2 });
    expect(zh.map((c) => c.currencyCode)).not.toContain('CHE');
    expect(zh.find((c) => c.currencyCode === 'JPY')?.minorUnit).toBe(0);
    const en = (await listCurrencies(database.db, 'en', {})).list;
    expect(en[0]?.currencyName).toBe('Yuan Renminbi');
    expect(en.find((c) => c.currencyCode === 'USD')).toMatchObject({ currencyName: 'US Dollar', symbol: '$' });
  });
});

describe('helpers for other modules', () => {
  it('names countries in the caller language', async () => {
    expect(await countryNameOf(database.db, 'CN', 'zh-CN')).toBe('中国');
    expect(await countryNameOf(database.db, 'cn', 'en')).toBe('China');
    expect(await countryNameOf(database.db, 'US', 'ja')).toBe('United States');
    expect(await countryNameOf(database.db, 'QQ', 'zh-CN')).toBeNull();
    expect((await findCountry(database.db, 'JP'))?.numeric).toBe('392');
    expect((await findCurrency(database.db, 'kwd'))?.minorUnit).toBe(3);
  });

  it('gives every country but Antarctica an area', async () => {
    const ref = await getReferenceData(database.db);
    expect(ref.countries.filter((c) => areaOf(c.iso2) === null).map((c) => c.iso2)).toEqual(['AQ']);
    expect(areaOf('CN')).toBe(11);
    expect(areaOf('BR')).toBe(13);
  });
});

describe('English station names', () => {
  const station = (name: string, pinyin: string) => ({ name, pinyin });
  const known = new Map([
    ['北京', station('北京', 'beijing')],
    ['上海', station('上海', 'shanghai')],
  ] as const) as unknown as Parameters<typeof stationNameEn>[1];
  it('reads directions and places after a station name as words of their own', () => {
    expect(stationNameEn(station('北京南', 'beijingnan'), known)).toBe('Beijing South');
    expect(stationNameEn(station('上海虹桥', 'shanghaihongqiao'), known)).toBe('Shanghai Hongqiao');
    expect(stationNameEn(station('虹桥', 'hongqiao'), known)).toBe('Hongqiao');
    expect(stationNameEn(station('南京南', 'nanjingnan'), known)).toBe('Nanjingnan');
  });
});
