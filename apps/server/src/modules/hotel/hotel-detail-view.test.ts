import { describe, expect, it } from 'vitest';
import { facilityList, googleCoordinates } from './hotel-detail-view';

describe('hotel detail pieces', () => {
  it('names facilities in the reader language, the main ones (HOT) first', () => {
    expect(facilityList([1010, 1001, 1020, 1004], 'en')).toEqual([
      { facilityType: 'HOT', code: 1001, name: 'Free Wi-Fi' },
      { facilityType: 'HOT', code: 1004, name: 'Gym' },
      { facilityType: 'OTHER', code: 1010, name: 'Luggage storage' },
      { facilityType: 'OTHER', code: 1020, name: 'Pets allowed' },
    ]);
    expect(facilityList([1005], 'zh-CN')[0]!.name).toBe('游泳池');
    expect(facilityList([1005], 'de')[0]!.name).toBe('Schwimmbad');
  });

  it('converts domestic (GCJ-02) pins to WGS-84 and leaves international ones', () => {
    const beijing = googleCoordinates({ cityId: '156110000', latitude: 39.908692, longitude: 116.397477 });
    expect(beijing.googleLatitude).toBeCloseTo(39.90729, 3);
    expect(beijing.googleLongitude).toBeCloseTo(116.39124, 3);
    expect(googleCoordinates({ cityId: '392TYO', latitude: 35.6812, longitude: 139.7671 })).toEqual({ googleLatitude: 35.6812, googleLongitude: 139.7671 });
  });
});
