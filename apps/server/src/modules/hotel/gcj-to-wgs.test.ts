import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../platform/geo-distance';
import { gcjToWgs, wgsToGcj } from './gcj-to-wgs';

describe('GCJ-02 to WGS-84', () => {
  // Tiananmen as Chinese maps (GCJ-02) place it, and where GPS puts it.
  const gcj = { latitude: 39.908692, longitude: 116.397477 };

  it('moves a Beijing point back by the known offset (a few hundred metres south-west)', () => {
    const wgs = gcjToWgs(gcj);
    expect(wgs.latitude).toBeCloseTo(39.90729, 3);
    expect(wgs.longitude).toBeCloseTo(116.39124, 3);
    const km = distanceKm(gcj, wgs);
    expect(km).toBeGreaterThan(0.3);
    expect(km).toBeLessThan(0.8);
  });

  it('is the inverse of the forward shift to within a few metres', () => {
    for (const p of [gcj, { latitude: 31.2304, longitude: 121.4737 }, { latitude: 22.5431, longitude: 114.0579 }, { latitude: 43.8171, longitude: 125.3235 }]) {
      expect(distanceKm(wgsToGcj(gcjToWgs(p)), p)).toBeLessThan(0.005);
    }
  });
});
