import type { Berth, SeatClass, SeatLetter } from '../../modules/train/rail-port';

/**
 * Coach layouts, pure code: a train's layout code names its consist. HSR sets (G, D, C) have business (2+1, A C F),
 * first (2+2, A C D F) and second class (3+2, A B C D F) coaches and a dining car; conventional trains have soft
 * sleepers (compartments of 4: lower, upper), hard sleepers (open bays of 6: lower, middle, upper), hard seats and a
 * dining car. No-seat (standing) places are a quota spread over the second-class or hard-seat coaches.
 */
export type LayoutCode = 'H8' | 'H16' | 'Z18' | 'T17' | 'K16' | 'P12' | 'P8';

type CoachKind =
  | { kind: 'seated'; seatClass: 'business' | 'first' | 'second'; rows: number }
  | { kind: 'softSleeper'; compartments: number }
  | { kind: 'hardSleeper'; bays: number }
  | { kind: 'hardSeat'; seats: number }
  | { kind: 'dining' };

export interface SeatSpec {
  coachNo: number;
  seatNo: string;
  seatClass: SeatClass;
  berth: Berth | null;
}

export const SEAT_LETTERS: Record<'business' | 'first' | 'second', SeatLetter[]> = {
  business: ['A', 'C', 'F'],
  first: ['A', 'C', 'D', 'F'],
  second: ['A', 'B', 'C', 'D', 'F'],
};

const biz = (rows: number): CoachKind => ({ kind: 'seated', seatClass: 'business', rows });
const first = (rows: number): CoachKind => ({ kind: 'seated', seatClass: 'first', rows });
const second = (rows: number): CoachKind => ({ kind: 'seated', seatClass: 'second', rows });
const soft: CoachKind = { kind: 'softSleeper', compartments: 9 };
const hard: CoachKind = { kind: 'hardSleeper', bays: 11 };
const seat: CoachKind = { kind: 'hardSeat', seats: 118 };
const dining: CoachKind = { kind: 'dining' };
const times = (n: number, c: CoachKind): CoachKind[] => Array.from({ length: n }, () => c);

const CONSISTS: Record<LayoutCode, { coaches: CoachKind[]; noSeatShare: number }> = {
  H8: { coaches: [biz(4), first(14), second(18), second(18), dining, second(18), second(18), second(15)], noSeatShare: 0.05 },
  H16: {
    coaches: [biz(4), first(14), first(14), ...times(5, second(18)), dining, ...times(6, second(18)), biz(4)],
    noSeatShare: 0.05,
  },
  Z18: { coaches: [...times(3, soft), ...times(8, hard), dining, ...times(3, hard), ...times(3, seat)], noSeatShare: 0.1 },
  T17: { coaches: [...times(2, soft), ...times(8, hard), dining, ...times(6, seat)], noSeatShare: 0.1 },
  K16: { coaches: [soft, ...times(6, hard), dining, ...times(8, seat)], noSeatShare: 0.1 },
  P12: { coaches: [...times(2, hard), ...times(10, seat)], noSeatShare: 0.1 },
  P8: { coaches: times(8, seat), noSeatShare: 0.1 },
};

export const LAYOUT_CODES = Object.keys(CONSISTS) as LayoutCode[];

/** Display order of the classes in products. */
const CLASS_ORDER: SeatClass[] = ['business', 'first', 'second', 'softSleeper', 'hardSleeper', 'hardSeat', 'noSeat'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function coachSeats(coachNo: number, coach: CoachKind): SeatSpec[] {
  const out: SeatSpec[] = [];
  switch (coach.kind) {
    case 'seated':
      for (let row = 1; row <= coach.rows; row++) {
        for (const letter of SEAT_LETTERS[coach.seatClass]) {
          out.push({ coachNo, seatNo: `${pad(row, 2)}${letter}`, seatClass: coach.seatClass, berth: null });
        }
      }
      break;
    case 'softSleeper':
      // Berths 1, 3, ... lower; 2, 4, ... upper.
      for (let n = 1; n <= coach.compartments * 4; n++) {
        out.push({ coachNo, seatNo: pad(n, 3), seatClass: 'softSleeper', berth: n % 2 === 1 ? 'lower' : 'upper' });
      }
      break;
    case 'hardSleeper':
      for (let n = 1; n <= coach.bays * 6; n++) {
        const berth: Berth = (['lower', 'middle', 'upper'] as const)[(n - 1) % 3]!;
        out.push({ coachNo, seatNo: pad(n, 3), seatClass: 'hardSleeper', berth });
      }
      break;
    case 'hardSeat':
      for (let n = 1; n <= coach.seats; n++) out.push({ coachNo, seatNo: pad(n, 3), seatClass: 'hardSeat', berth: null });
      break;
    case 'dining':
      break;
  }
  return out;
}

function build(code: LayoutCode): SeatSpec[] {
  const { coaches, noSeatShare } = CONSISTS[code];
  const seats = coaches.flatMap((coach, i) => coachSeats(i + 1, coach));
  // Standing places go with the cheapest seated class: second class on HSR sets, hard seat otherwise.
  const standCoaches = coaches
    .map((coach, i) => ({ coach, coachNo: i + 1 }))
    .filter(({ coach }) => (coach.kind === 'seated' && coach.seatClass === 'second') || coach.kind === 'hardSeat');
  const base = seats.filter((s) => s.seatClass === 'second' || s.seatClass === 'hardSeat').length;
  const quota = Math.round(base * noSeatShare);
  const perCoach = new Map<number, number>();
  for (let i = 0; i < quota; i++) {
    const coachNo = standCoaches[i % standCoaches.length]!.coachNo;
    const n = (perCoach.get(coachNo) ?? 0) + 1;
    perCoach.set(coachNo, n);
    seats.push({ coachNo, seatNo: `W${pad(n, 2)}`, seatClass: 'noSeat', berth: null });
  }
  return seats;
}

const cache = new Map<LayoutCode, { seats: SeatSpec[]; capacity: Map<SeatClass, number>; classes: SeatClass[]; json: string }>();

function layout(code: LayoutCode) {
  let entry = cache.get(code);
  if (!entry) {
    if (!(code in CONSISTS)) throw new Error(`unknown coach layout ${code}`);
    const seats = build(code);
    const capacity = new Map<SeatClass, number>();
    for (const s of seats) capacity.set(s.seatClass, (capacity.get(s.seatClass) ?? 0) + 1);
    const classes = CLASS_ORDER.filter((c) => capacity.has(c));
    const json = JSON.stringify(seats.map((s) => ({ coach_no: s.coachNo, seat_no: s.seatNo, seat_class: s.seatClass, berth: s.berth })));
    entry = { seats, capacity, classes, json };
    cache.set(code, entry);
  }
  return entry;
}

/** Every seat, berth and standing place of a layout, in coach order. */
export function layoutSeats(code: LayoutCode): readonly SeatSpec[] {
  return layout(code).seats;
}

/** Places per class. */
export function layoutCapacity(code: LayoutCode): ReadonlyMap<SeatClass, number> {
  return layout(code).capacity;
}

/** The classes a layout sells, in display order. */
export function layoutClasses(code: LayoutCode): readonly SeatClass[] {
  return layout(code).classes;
}

/** The layout's seats as the JSON the materialising INSERT reads (built once per layout). */
export function layoutSeatsJson(code: LayoutCode): string {
  return layout(code).json;
}

export function coachCount(code: LayoutCode): number {
  return CONSISTS[code].coaches.length;
}

export function isLayoutCode(code: string): code is LayoutCode {
  return code in CONSISTS;
}
