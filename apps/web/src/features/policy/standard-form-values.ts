import type { CarStandard, FlightStandard, HotelStandard, TrainStandard, TravelStandard } from '@travel/contracts/policy/standards';
import type { FlightRuleType, TrainSeatClass } from '@travel/contracts/policy/enums';
import type { Product } from '@travel/contracts/platform/products';
import type { FieldPath } from '../../lib/form-issues';
import { capFromForm, capToForm, fenToYuan, yuanToFen, type CapValue } from '../../lib/money';
import { joinHandleTypes, parseHandleTypes } from '../../widgets/policy/policy-labels';

/** The edit forms of one product's standard: amounts in yuan, caps with a "no limit" box, handle types as a list. */
export interface TrainFormValues {
  allowedSeatClasses: TrainSeatClass[];
  highestStandard: string;
  handleTypes: number[];
  controlSeconds: number;
}
export interface HotelFormValues {
  currency: string;
  defaultCap: CapValue;
  tierCaps: Array<{ tier?: 1 | 2 | 3; cap: CapValue }>;
  cityCaps: Array<{ cityId?: string; cityName?: string; cap: CapValue }>;
  controlSeconds: number;
}
export interface FlightRuleValues {
  ruleType?: FlightRuleType;
  handleTypes: number[];
  rulePriority: number;
  approveRate?: number | null;
  parityHour?: number | null;
  baselineYuan?: number | null;
}
export interface FlightFormValues {
  cabinLevelLimit: 0 | 1 | 2 | 9;
  lowestFareWindowMinutes: number;
  advanceBookingDays: number;
  rules: FlightRuleValues[];
  controlSeconds: number;
}
export interface CarFormValues {
  allowedRideTypes: string[];
  priceLimit: CapValue;
  handling: CarStandard['handling'];
}
export type StandardFormValues = TrainFormValues | HotelFormValues | FlightFormValues | CarFormValues;

/** What a product starts with when its level has no standard yet. */
export const DEFAULT_STANDARDS: { [P in Product]: Extract<TravelStandard, { product: P }>['standard'] } = {
  TRAIN: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '3', controlSeconds: 0 },
  HOTEL: { currency: 'CNY', defaultCap: 40000, tierCaps: [], cityCaps: [], controlSeconds: 0 },
  FLIGHT: { cabinLevelLimit: 2, lowestFareWindowMinutes: 120, advanceBookingDays: 0, rules: [], controlSeconds: 0 },
  CAR: { allowedRideTypes: ['ECONOMY'], priceLimit: 20000, handling: 'CHOOSE_REASON' },
};

const num = (v: number | null | undefined, fallback = 0) => (typeof v === 'number' && !Number.isNaN(v) ? v : fallback);
/** An amount the schema refuses (so a blank required amount is named, not sent as 0). */
const MISSING = Number.NaN;

export function trainToForm(s: TrainStandard): TrainFormValues {
  return { allowedSeatClasses: [...s.allowedSeatClasses], highestStandard: s.highestStandard, handleTypes: parseHandleTypes(s.handleTypes), controlSeconds: s.controlSeconds };
}
export function trainFromForm(v: TrainFormValues): TrainStandard {
  return { allowedSeatClasses: v.allowedSeatClasses ?? [], highestStandard: v.highestStandard, handleTypes: joinHandleTypes(v.handleTypes), controlSeconds: num(v.controlSeconds) };
}

export function hotelToForm(s: HotelStandard): HotelFormValues {
  return {
    currency: s.currency,
    defaultCap: capToForm(s.defaultCap),
    tierCaps: s.tierCaps.map((c) => ({ tier: c.tier, cap: capToForm(c.amount) })),
    cityCaps: s.cityCaps.map((c) => ({ cityId: c.cityId, cityName: c.cityName, cap: capToForm(c.amount) })),
    controlSeconds: s.controlSeconds,
  };
}
export function hotelFromForm(v: HotelFormValues): HotelStandard {
  return {
    currency: v.currency || 'CNY',
    defaultCap: capFromForm(v.defaultCap) ?? MISSING,
    tierCaps: (v.tierCaps ?? []).map((c) => ({ tier: c.tier as 1 | 2 | 3, amount: capFromForm(c.cap) ?? MISSING })),
    cityCaps: (v.cityCaps ?? []).map((c) => ({ cityId: c.cityId ?? '', ...(c.cityName ? { cityName: c.cityName } : {}), amount: capFromForm(c.cap) ?? MISSING })),
    controlSeconds: num(v.controlSeconds),
  };
}

export function flightToForm(s: FlightStandard): FlightFormValues {
  return {
    cabinLevelLimit: s.cabinLevelLimit,
    lowestFareWindowMinutes: s.lowestFareWindowMinutes,
    advanceBookingDays: s.advanceBookingDays,
    rules: s.rules.map((r) => ({
      ruleType: r.ruleType,
      handleTypes: parseHandleTypes(r.handleTypes),
      rulePriority: r.rulePriority,
      approveRate: r.addInfo.approveRate ?? null,
      parityHour: r.addInfo.parityHour ?? null,
      baselineYuan: fenToYuan(r.addInfo.baselineAmount),
    })),
    controlSeconds: s.controlSeconds,
  };
}
export function flightFromForm(v: FlightFormValues): FlightStandard {
  return {
    cabinLevelLimit: v.cabinLevelLimit,
    lowestFareWindowMinutes: num(v.lowestFareWindowMinutes),
    advanceBookingDays: num(v.advanceBookingDays),
    rules: (v.rules ?? []).map((r) => {
      const baseline = yuanToFen(r.baselineYuan);
      return {
        ruleType: r.ruleType as FlightRuleType,
        handleTypes: joinHandleTypes(r.handleTypes),
        rulePriority: num(r.rulePriority),
        addInfo: {
          ...(typeof r.approveRate === 'number' ? { approveRate: r.approveRate } : {}),
          ...(typeof r.parityHour === 'number' ? { parityHour: r.parityHour } : {}),
          ...(baseline !== null ? { baselineAmount: baseline } : {}),
        },
      };
    }),
    controlSeconds: num(v.controlSeconds),
  };
}

export function carToForm(s: CarStandard): CarFormValues {
  return { allowedRideTypes: [...s.allowedRideTypes], priceLimit: capToForm(s.priceLimit), handling: s.handling };
}
export function carFromForm(v: CarFormValues): CarStandard {
  return { allowedRideTypes: v.allowedRideTypes ?? [], priceLimit: capFromForm(v.priceLimit) ?? MISSING, handling: v.handling };
}

export function standardToForm(s: TravelStandard): StandardFormValues {
  switch (s.product) {
    case 'TRAIN':
      return trainToForm(s.standard);
    case 'HOTEL':
      return hotelToForm(s.standard);
    case 'FLIGHT':
      return flightToForm(s.standard);
    case 'CAR':
      return carToForm(s.standard);
  }
}

export function standardFromForm(product: Product, v: StandardFormValues): TravelStandard {
  switch (product) {
    case 'TRAIN':
      return { product, standard: trainFromForm(v as TrainFormValues) };
    case 'HOTEL':
      return { product, standard: hotelFromForm(v as HotelFormValues) };
    case 'FLIGHT':
      return { product, standard: flightFromForm(v as FlightFormValues) };
    case 'CAR':
      return { product, standard: carFromForm(v as CarFormValues) };
  }
}

export function defaultStandard(product: Product): TravelStandard {
  return { product, standard: structuredClone(DEFAULT_STANDARDS[product]) } as TravelStandard;
}

/**
 * Where an issue of travel_standard/save shows on the edit form: `standard.tierCaps.0.amount` → ['tierCaps', 0, 'cap'],
 * `standard.rules.1.addInfo.baselineAmount` → ['rules', 1, 'baselineYuan']; null for the message list.
 */
export function standardFormPath(path: FieldPath): FieldPath | null {
  const rest = path[0] === 'standard' ? path.slice(1) : path;
  if (rest.length === 0 || rest[0] === 'travelLevel' || rest[0] === 'product') return null;
  const last = rest[rest.length - 1];
  if (rest[0] === 'defaultCap' || rest[0] === 'priceLimit') return [rest[0]];
  if ((rest[0] === 'tierCaps' || rest[0] === 'cityCaps') && typeof rest[1] === 'number') return [rest[0], rest[1], last === 'cityId' || last === 'tier' ? last : 'cap'];
  if (rest[0] === 'rules' && typeof rest[1] === 'number') {
    const field = last === 'baselineAmount' ? 'baselineYuan' : typeof last === 'string' && last !== 'addInfo' ? last : 'ruleType';
    return ['rules', rest[1], field];
  }
  return [rest[0]!];
}
