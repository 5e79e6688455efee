import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../platform/geo-distance';
import { HotelCatalog } from './hotel-catalog';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';

describe('hotel generation', () => {
  let t: HotelTestBed;
  beforeAll(async () => {
    t = await createHotelTestBed();
  });
  afterAll(async () => {
    await t?.database.close();
  });

  it('gives every city hotels, at least 20,000 in all, the biggest cities over 500, ids unique', () => {
    const all = t.catalog.cities.flatMap((c) => t.catalog.summaries(c.cityId));
    expect(t.catalog.cities.length).toBe(t.ref.cities.length + t.ref.intlCities.length);
    for (const c of t.catalog.cities) expect(t.catalog.summaries(c.cityId).length, c.cityId).toBe(c.hotelCount);
    expect(all.length).toBeGreaterThanOrEqual(20000);
    for (const id of ['156110000', '156310000', '156440100', '156440300']) expect(t.catalog.summaries(id).length).toBeGreaterThan(500);
    expect(new Set(all.map((h) => h.hotelId)).size).toBe(all.length);
    expect(t.catalog.summaries('156999999')).toEqual([]);
  });

  it('places hotels around their city (airports included) with districts of the city', () => {
    for (const c of t.catalog.cities) {
      const areaIds = new Set(t.catalog.areas(c.cityId).map((a) => a.areaId));
      for (const h of t.catalog.summaries(c.cityId)) {
        expect(distanceKm({ latitude: c.lat, longitude: c.lon }, { latitude: h.latitude, longitude: h.longitude }), `${h.hotelId} ${c.en}`).toBeLessThan(80);
        expect(areaIds.has(h.districtId)).toBe(true);
        if (h.businessDistrictId) expect(areaIds.has(h.businessDistrictId)).toBe(true);
        expect(h.star).toBeGreaterThanOrEqual(2);
        expect(h.star).toBeLessThanOrEqual(5);
      }
    }
    // Most hotels of a big city lie within 15 km of its centre.
    const bj = t.catalog.summaries('156110000');
    const near = bj.filter((h) => distanceKm({ latitude: 39.904, longitude: 116.407 }, { latitude: h.latitude, longitude: h.longitude }) < 15).length;
    expect(near / bj.length).toBeGreaterThan(0.8);
  });

  it('is deterministic for a seed and different for another', () => {
    const again = new HotelCatalog(t.ref, t.catalog.seed);
    const other = new HotelCatalog(t.ref, 'another-seed');
    expect(again.summaries('156310000')).toEqual(t.catalog.summaries('156310000'));
    expect(again.hotelRates(t.catalog.summaries('156310000')[0]!.hotelId)!.plans).toEqual(t.catalog.hotelRates(t.catalog.summaries('156310000')[0]!.hotelId)!.plans);
    expect(other.summaries('156310000').map((h) => h.name.zh)).not.toEqual(t.catalog.summaries('156310000').map((h) => h.name.zh));
  });

  // Speed is the benchmark's (bench/, hotel scenarios); here only that a second listing is the same list, kept.
  it('keeps a city once generated: a second listing is the same list', () => {
    const fresh = new HotelCatalog(t.ref, 'another-seed');
    expect(fresh.summaries('156110000')).toBe(fresh.summaries('156110000'));
  });

  it('names chain hotels after real brands and gives pinyin and initials for association', () => {
    const sh = t.catalog.summaries('156310000');
    const chains = sh.filter((h) => h.brand);
    expect(chains.length).toBeGreaterThan(100);
    expect(new Set(chains.map((h) => h.brand!.brandId)).size).toBeGreaterThan(10);
    for (const h of sh) {
      expect(h.pinyin).toMatch(/^[a-z0-9]+$/);
      expect(h.initials.length).toBeGreaterThan(1);
    }
    const ji = chains.find((h) => h.brand!.brandId === 'JI')!;
    expect(ji.name.zh).toMatch(/^全季酒店\(上海.+店\)$/);
    expect(ji.pinyin.startsWith('quanjijiudianshanghai')).toBe(true);
  });

  it('tells branches at one place apart by a side or a road, never a number; names unique per city in both languages', () => {
    for (const c of t.catalog.cities) {
      const list = t.catalog.summaries(c.cityId);
      expect(new Set(list.map((h) => h.name.zh)).size, c.en).toBe(list.length);
      expect(new Set(list.map((h) => h.name.en)).size, c.en).toBe(list.length);
      for (const h of list) {
        expect(h.name.en, c.en).not.toMatch(/\d\)?$/);
        expect(h.name.zh, c.en).not.toMatch(/\d号?店\)$/);
      }
    }
    // Shanghai's many chain branches: a second one at a place is named after the side it is on or a road.
    const sh = t.catalog.summaries('156310000');
    const second = sh.filter((h) => h.brand && / (East|West|South|North|Road|Street|Avenue)$/.test(h.name.en));
    expect(second.length).toBeGreaterThan(50);
    for (const h of second) expect(h.name.zh).toMatch(/^.+酒店\(上海.+(东|西|南|北|路|大街|大道)店\)$/);
    const ji = sh.filter((h) => h.brand?.brandId === 'JI');
    expect(new Set(ji.map((h) => h.pinyin)).size).toBe(ji.length);
  });

  it('prices international hotels in local currency and keeps real areas of big cities', async () => {
    const tokyo = t.catalog.summaries('392TYO');
    expect(tokyo.every((h) => h.currency === 'JPY')).toBe(true);
    const areas = await t.hotels.listAreas('156110000');
    expect(areas.map((a) => a.name.zh)).toEqual(expect.arrayContaining(['朝阳区', '国贸CBD', '中关村']));
    expect(areas.some((a) => a.type === 'AIRPORT' && a.areaId.endsWith('PEK'))).toBe(true);
    expect(areas.some((a) => a.type === 'STATION' && a.name.zh === '北京南站')).toBe(true);
  });
});
