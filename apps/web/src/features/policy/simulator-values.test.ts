import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { controlCall } from '@travel/contracts/policy/control';
import { simulatorFieldOf, toControlInput, type SimulatorValues } from './simulator-values';

const base: SimulatorValues = {
  travellers: [{ memberId: 'mem-employee', name: '张伟', source: 'COLLEAGUE', travellerType: 'ADT' }],
  travelType: 'BUSINESS',
  product: 'HOTEL',
  hotelCityId: '156310000',
  hotelCheckIn: dayjs('2026-03-10'),
  hotelNights: [350, 520.5],
  trainSeatClass: 'SECOND',
  flightCabin: 2,
  flightPremiumEconomy: false,
  carRideType: 'ECONOMY',
};

describe('the policy check candidate', () => {
  it('dates each night from the check-in and sends prices in fen', () => {
    const input = toControlInput(base);
    expect(input.candidate).toEqual({
      product: 'HOTEL',
      cityId: '156310000',
      currency: 'CNY',
      nightlyPrices: [
        { date: '2026-03-10', amount: 35000 },
        { date: '2026-03-11', amount: 52050 },
      ],
    });
    expect(input.travellers).toEqual([{ memberId: 'mem-employee', name: '张伟' }]);
    expect(controlCall.input.safeParse(input).success).toBe(true);
  });

  it('builds train, flight and car candidates', () => {
    expect(toControlInput({ ...base, product: 'TRAIN', trainSeatClass: 'FIRST', trainPrice: 933 }).candidate).toEqual({ product: 'TRAIN', seatClass: 'FIRST', price: 93300, currency: 'CNY' });
    const flight = toControlInput({ ...base, product: 'FLIGHT', flightCabin: 1, flightPrice: 3000, flightDeparture: dayjs('2026-03-10T08:00:00Z'), flightLowestFare: 1200 });
    expect(flight.candidate).toMatchObject({ product: 'FLIGHT', cabinLevel: 1, price: 300000, lowestFareInWindow: 120000, departureTime: '2026-03-10T08:00:00.000Z' });
    expect(controlCall.input.safeParse(flight).success).toBe(true);
    expect(toControlInput({ ...base, product: 'CAR', carPrice: 88 }).candidate).toEqual({ product: 'CAR', rideType: 'ECONOMY', estimatedPrice: 8800, currency: 'CNY' });
  });

  it('refuses a blank price, and names the field', () => {
    const parsed = controlCall.input.safeParse(toControlInput({ ...base, hotelNights: [350, null] }));
    expect(parsed.success).toBe(false);
    expect(simulatorFieldOf(parsed.error!.issues[0]!.path as (string | number)[], 'HOTEL')).toEqual(['hotelNights', 1]);
    const train = controlCall.input.safeParse(toControlInput({ ...base, product: 'TRAIN' }));
    expect(simulatorFieldOf(train.error!.issues[0]!.path as (string | number)[], 'TRAIN')).toBe('trainPrice');
  });
});
