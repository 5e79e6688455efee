import { describe, expect, it } from 'vitest';
import { middleOf, projectPoints, scaleBarKm } from './plot-geometry';

describe('position plot geometry', () => {
  it('puts the centre in the middle, north up and east right, within the margins', () => {
    const centre = { latitude: 31.23, longitude: 121.47 };
    const r = projectPoints(centre, [
      { latitude: 31.25, longitude: 121.47 },
      { latitude: 31.23, longitude: 121.5 },
    ], 200);
    expect(r.centre).toEqual({ x: 100, y: 100 });
    expect(r.points[0]!.y).toBeLessThan(100);
    expect(r.points[1]!.x).toBeGreaterThan(100);
    for (const p of r.points) {
      expect(p.x).toBeGreaterThanOrEqual(16);
      expect(p.x).toBeLessThanOrEqual(184);
      expect(p.y).toBeGreaterThanOrEqual(16);
      expect(p.y).toBeLessThanOrEqual(184);
    }
  });

  it('keeps the same scale on both axes', () => {
    const centre = { latitude: 0, longitude: 0 };
    const r = projectPoints(centre, [{ latitude: 0.01, longitude: 0.01 }], 200);
    expect(Math.abs(r.points[0]!.x - 100)).toBeCloseTo(Math.abs(r.points[0]!.y - 100) * (111.32 / 110.57), 3);
  });

  it('draws an outlier at the edge rather than crowding the others', () => {
    const centre = { latitude: 31.23, longitude: 121.47 };
    const near = Array.from({ length: 9 }, (_, i) => ({ latitude: 31.23 + (i + 1) * 0.002, longitude: 121.47 }));
    const r = projectPoints(centre, [...near, { latitude: 31.23, longitude: 121.8 }], 200);
    expect(r.points[8]!.y).toBeCloseTo(16, 5);
    expect(r.points[9]!.x).toBeCloseTo(184, 5);
  });

  it('finds the middle and a round scale bar', () => {
    expect(middleOf([])).toBeNull();
    expect(middleOf([{ latitude: 1, longitude: 2 }, { latitude: 3, longitude: 4 }])).toEqual({ latitude: 2, longitude: 3 });
    expect(scaleBarKm(0.05, 200)).toBe(2);
    expect(scaleBarKm(0.001, 200)).toBe(0.05);
  });
});
