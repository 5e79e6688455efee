import { describe, expect, it } from 'vitest';
import type { TrainStationMatch } from '@travel/contracts/train/stations';
import { routeOf } from '../../widgets/travel-request/travel-request-choice';
import { isAmong, railwayCity, requestPlaces } from './tr-places';

const leg = (from: string, to: string, beginDate: string, endDate = beginDate) => ({
  tripId: `${from}-${to}`,
  departureCityName: from,
  departureCityId: '',
  departureCity3Code: null,
  arriveCityName: to,
  arriveCityId: '',
  arriveCity3Code: null,
  beginDate,
  endDate,
  addAttrList: [],
});
const tr = (...legs: ReturnType<typeof leg>[]) => ({ itineraryGroupList: [{ groupId: 'g', travellerIdList: [], departCityName: '', destinationList: [], itineraryList: legs }] });

const match = (type: 'CITY' | 'STATION', code: string, name: string, cityCode: string, cityName: string): TrainStationMatch => ({
  type,
  code,
  name,
  cityCode,
  cityName,
  pinyin: '',
  abbr: '',
  stationList: [],
});

describe('the railway places of a travel request', () => {
  it('finds the railway city of a request city by its name, also a city with a single station', () => {
    const shanghai = [match('CITY', '上海', 'Shanghai', '上海', 'Shanghai'), match('STATION', 'SHH', 'Shanghai', '上海', 'Shanghai')];
    expect(railwayCity('Shanghai', shanghai)).toEqual({ type: 'CITY', code: '上海', name: 'Shanghai' });
    expect(railwayCity('shanghai ', shanghai)).toEqual({ type: 'CITY', code: '上海', name: 'Shanghai' });
    expect(railwayCity('Lhasa', [match('STATION', 'LSO', 'Lhasa', '拉萨', 'Lhasa')])).toEqual({ type: 'CITY', code: '拉萨', name: 'Lhasa' });
    expect(railwayCity('Tokyo', [match('CITY', '东京湾', 'Tokyo Bay', '东京湾', 'Tokyo Bay')])).toBeNull();
    expect(railwayCity('Tokyo', undefined)).toBeNull();
  });

  it('offers the request’s railway cities and prefills the first leg that has stations at both ends', () => {
    const request = tr(leg('Tokyo', 'Shanghai', '2026-11-24'), leg('Shanghai', 'Beijing', '2026-11-25', '2026-11-27'), leg('Beijing', 'Shanghai', '2026-11-27'));
    const places: Record<string, { type: 'CITY'; code: string; name: string } | null> = {
      Tokyo: null,
      Shanghai: { type: 'CITY', code: '上海', name: 'Shanghai' },
      Beijing: { type: 'CITY', code: '北京', name: 'Beijing' },
    };
    const { choices, firstLeg } = requestPlaces(request, (name) => places[name]);
    expect(choices.map((c) => c.code)).toEqual(['上海', '北京']);
    expect(firstLeg).toEqual({ from: places.Shanghai, to: places.Beijing, beginDate: '2026-11-25' });
    expect(isAmong({ type: 'CITY', code: '北京', name: '北京' }, choices)).toBe(true);
    expect(isAmong({ type: 'STATION', code: 'VNP', name: 'Beijing South' }, choices)).toBe(false);
    expect(routeOf(request)).toBe('Tokyo → Shanghai → Beijing → Shanghai');
    expect(requestPlaces(tr(leg('Tokyo', 'Osaka', '2026-11-24')), () => null)).toEqual({ choices: [], firstLeg: null });
  });
});
