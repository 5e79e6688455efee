import { describe, expect, it } from 'vitest';
import { coachCount, LAYOUT_CODES, layoutCapacity, layoutClasses, layoutSeats } from './coach-layout';
import { classBerths, sectionFare } from './fares';

describe('coach layouts', () => {
  it('seats HSR sets in business A C F, first A C D F and second A B C D F, with a standing quota', () => {
    for (const code of ['H8', 'H16'] as const) {
      const seats = layoutSeats(code);
      const letters = (cls: string) => new Set(seats.filter((s) => s.seatClass === cls).map((s) => s.seatNo.slice(-1)));
      expect(letters('business')).toEqual(new Set(['A', 'C', 'F']));
      expect(letters('first')).toEqual(new Set(['A', 'C', 'D', 'F']));
      expect(letters('second')).toEqual(new Set(['A', 'B', 'C', 'D', 'F']));
      expect(layoutClasses(code)).toEqual(['business', 'first', 'second', 'noSeat']);
      expect(seats.filter((s) => s.seatClass !== 'noSeat').every((s) => /^\d{2}[ABCDF]$/.test(s.seatNo) && s.berth === null)).toBe(true);
      // Standing places stand in second-class coaches.
      const secondCoaches = new Set(seats.filter((s) => s.seatClass === 'second').map((s) => s.coachNo));
      expect(seats.filter((s) => s.seatClass === 'noSeat').every((s) => secondCoaches.has(s.coachNo) && /^W\d{2}$/.test(s.seatNo))).toBe(true);
    }
    expect(coachCount('H8')).toBe(8);
    expect(coachCount('H16')).toBe(16);
    expect(layoutCapacity('H8').get('business')).toBe(12);
    expect(layoutCapacity('H16').get('second')).toBe(990);
  });

  it('gives sleepers berths: soft lower and upper, hard lower, middle and upper', () => {
    const seats = layoutSeats('Z18');
    const berths = (cls: string) => seats.filter((s) => s.seatClass === cls).map((s) => s.berth);
    expect(new Set(berths('softSleeper'))).toEqual(new Set(['lower', 'upper']));
    expect(new Set(berths('hardSleeper'))).toEqual(new Set(['lower', 'middle', 'upper']));
    expect(berths('hardSleeper').slice(0, 6)).toEqual(['lower', 'middle', 'upper', 'lower', 'middle', 'upper']);
    expect(layoutClasses('K16')).toEqual(['softSleeper', 'hardSleeper', 'hardSeat', 'noSeat']);
    expect(layoutClasses('P8')).toEqual(['hardSeat', 'noSeat']);
    expect(classBerths('hardSleeper')).toEqual(['lower', 'middle', 'upper']);
  });

  it('numbers every place of a train once, about a thousand places a train', () => {
    for (const code of LAYOUT_CODES) {
      const seats = layoutSeats(code);
      expect(new Set(seats.map((s) => `${s.coachNo}/${s.seatNo}`)).size).toBe(seats.length);
      expect(seats.length).toBeGreaterThan(400);
      expect(seats.length).toBeLessThan(1500);
      expect(Math.max(...seats.map((s) => s.coachNo))).toBeLessThanOrEqual(coachCount(code));
    }
  });
});

describe('fares', () => {
  it('follows distance and class in fen, rounded to 50 fen', () => {
    const g2 = sectionFare('G', 'second', 1318);
    expect(g2).toBe(60650);
    expect(sectionFare('G', 'first', 1318)).toBe(97550);
    expect(sectionFare('G', 'business', 1318)).toBe(192450);
    expect(sectionFare('D', 'second', 300)).toBeLessThan(sectionFare('G', 'second', 300));
    for (const km of [7, 55, 123, 999, 2439]) {
      for (const cls of ['business', 'first', 'second'] as const) expect(sectionFare('G', cls, km) % 50).toBe(0);
    }
    expect(sectionFare('G', 'noSeat', 500)).toBe(sectionFare('G', 'second', 500));
  });

  it('has a minimum fare', () => {
    expect(sectionFare('G', 'second', 5)).toBe(1000);
    expect(sectionFare('K', 'hardSeat', 10)).toBe(500);
  });

  it('tapers conventional fares with distance and prices berths apart', () => {
    const perKm = (km: number) => sectionFare('Z', 'hardSeat', km) / km;
    expect(perKm(2000)).toBeLessThan(perKm(400));
    // Beijing–Shanghai by conventional express: 179 yuan hard seat, as in the real tariff.
    expect(sectionFare('Z', 'hardSeat', 1463)).toBe(17900);
    const upper = sectionFare('K', 'hardSleeper', 1000, 'upper');
    const middle = sectionFare('K', 'hardSleeper', 1000, 'middle');
    const lower = sectionFare('K', 'hardSleeper', 1000, 'lower');
    expect(upper).toBeLessThan(middle);
    expect(middle).toBeLessThan(lower);
    expect(sectionFare('K', 'softSleeper', 1000, 'upper')).toBeGreaterThan(lower);
    expect(sectionFare('K', 'softSleeper', 1000)).toBe(sectionFare('K', 'softSleeper', 1000, 'upper'));
  });

  it('refuses classes a train does not have', () => {
    expect(() => sectionFare('G', 'hardSleeper', 100)).toThrow();
    expect(() => sectionFare('K', 'first', 100)).toThrow();
    expect(() => sectionFare('G', 'second', 0)).toThrow();
  });
});
