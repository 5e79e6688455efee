import type { Dayjs } from 'dayjs';
import type { CallInput } from '@travel/contracts/platform/define-call';
import type { controlCall } from '@travel/contracts/policy/control';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { Product } from '@travel/contracts/platform/products';
import { yuanToFen } from '../../lib/money';
import { toTravellerRefs, type TravellerValue } from '../../widgets/travel-request/traveller-values';

/** The candidate booking of the policy check, as typed: prices in yuan. */
export interface SimulatorValues {
  travellers: TravellerValue[];
  travelType: 'BUSINESS' | 'PRIVATE';
  product: Product;
  hotelCityId?: string;
  hotelCheckIn?: Dayjs | null;
  hotelNights: Array<number | null>;
  hotelLowestAverage?: number | null;
  trainSeatClass: TrainSeatClass;
  trainPrice?: number | null;
  trainDate?: Dayjs | null;
  flightCabin: 0 | 1 | 2;
  flightPremiumEconomy: boolean;
  flightPrice?: number | null;
  flightDeparture?: Dayjs | null;
  flightLowestFare?: number | null;
  carRideType: string;
  carPrice?: number | null;
}

/** An amount the contract refuses (a blank price must be named, not sent as 0). */
const fen = (yuan: number | null | undefined) => yuanToFen(yuan) ?? Number.NaN;
const optionalFen = (yuan: number | null | undefined) => yuanToFen(yuan) ?? undefined;

/** tmc/control's input for the candidate (unchecked: the caller runs the contract's schema on it). */
export function toControlInput(v: SimulatorValues): CallInput<typeof controlCall> {
  const base = { travelType: v.travelType, travellers: toTravellerRefs(v.travellers) };
  switch (v.product) {
    case 'HOTEL': {
      const lowest = optionalFen(v.hotelLowestAverage);
      return {
        ...base,
        candidate: {
          product: 'HOTEL',
          cityId: v.hotelCityId ?? '',
          currency: 'CNY',
          nightlyPrices: v.hotelNights.map((yuan, i) => ({ date: v.hotelCheckIn ? v.hotelCheckIn.add(i, 'day').format('YYYY-MM-DD') : '', amount: fen(yuan) })),
          ...(lowest !== undefined ? { lowestAveragePrice: lowest } : {}),
        },
      };
    }
    case 'TRAIN':
      return {
        ...base,
        candidate: {
          product: 'TRAIN',
          seatClass: v.trainSeatClass,
          price: fen(v.trainPrice),
          currency: 'CNY',
          ...(v.trainDate ? { departureDate: v.trainDate.format('YYYY-MM-DD') } : {}),
        },
      };
    case 'FLIGHT': {
      const lowest = optionalFen(v.flightLowestFare);
      return {
        ...base,
        candidate: {
          product: 'FLIGHT',
          cabinLevel: v.flightCabin,
          premiumEconomy: v.flightPremiumEconomy,
          price: fen(v.flightPrice),
          currency: 'CNY',
          departureTime: v.flightDeparture ? v.flightDeparture.toISOString() : '',
          ...(lowest !== undefined ? { lowestFareInWindow: lowest } : {}),
        },
      };
    }
    case 'CAR':
      return { ...base, candidate: { product: 'CAR', rideType: v.carRideType, estimatedPrice: fen(v.carPrice), currency: 'CNY' } };
  }
}

/** Where an issue of the control input shows on the simulator form. */
export function simulatorFieldOf(path: (string | number)[], product: Product): string | [string, number] | null {
  const [head, field, index] = path;
  if (head === 'travellers') return 'travellers';
  if (head !== 'candidate') return null;
  const byProduct: Record<Product, Record<string, string>> = {
    HOTEL: { cityId: 'hotelCityId', lowestAveragePrice: 'hotelLowestAverage' },
    TRAIN: { seatClass: 'trainSeatClass', price: 'trainPrice', departureDate: 'trainDate' },
    FLIGHT: { cabinLevel: 'flightCabin', price: 'flightPrice', departureTime: 'flightDeparture', lowestFareInWindow: 'flightLowestFare' },
    CAR: { rideType: 'carRideType', estimatedPrice: 'carPrice' },
  };
  if (product === 'HOTEL' && field === 'nightlyPrices') {
    if (path[3] === 'date') return 'hotelCheckIn';
    return typeof index === 'number' ? ['hotelNights', index] : ['hotelNights', 0];
  }
  return typeof field === 'string' ? (byProduct[product][field] ?? null) : null;
}
