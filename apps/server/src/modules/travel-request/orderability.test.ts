import { describe, expect, it } from 'vitest';
import { defaultEnterpriseConfig } from '../enterprise/enterprise-admin';
import { addDays, localDate } from '../../platform/dates';
import {
  bookingWindow,
  computeOrderability,
  dayRedundancy,
  hotelDatesExpired,
  isCustomerTrip,
  isProductOrderable,
  isQuotaTrip,
  productDates,
  serviceMask,
  withinWindow,
  type TrDates,
} from './orderability';
import { nextTrStatus, trCan } from './tr-status';

const domestic = [{ countryId: '156' }];
const abroad = [{ countryId: '392' }];

describe('orderability by product (spec section 4)', () => {
  it('orders a domestic hotel for destinations in country 156 and an international hotel elsewhere', () => {
    expect(computeOrderability(domestic, [])).toMatchObject({ CHOTEL: true, IHOTEL: false });
    expect(computeOrderability(abroad, [])).toMatchObject({ CHOTEL: false, IHOTEL: true });
    expect(computeOrderability([...domestic, ...abroad], [])).toMatchObject({ CHOTEL: true, IHOTEL: true });
  });

  it('orders trains unless the highest standard is 999 without noLimit', () => {
    expect(computeOrderability(domestic, [{ trainHighestStandard: '2' }]).TRAIN).toBe(true);
    expect(computeOrderability(domestic, [{ trainHighestStandard: '999' }]).TRAIN).toBe(false);
    expect(computeOrderability(domestic, [{ trainHighestStandard: '999', noLimit: true }]).TRAIN).toBe(true);
  });

  it('orders domestic flights unless a leg is ORDER_CREATE; international air and train always', () => {
    expect(computeOrderability(domestic, [{ occupyStatus: 'ORDER_CREATE' }])).toMatchObject({ CAIR: false, IAIR: true, ITRAIN: true });
    expect(computeOrderability(domestic, [{ occupyStatus: 'FREE' }]).CAIR).toBe(true);
    expect(isProductOrderable(computeOrderability([], [{ occupyStatus: 'ORDER_CREATE' }]), 'CAR')).toBe(true);
  });

  it('packs orderability into serviceMask bits', () => {
    expect(serviceMask({ CHOTEL: true, IHOTEL: false, TRAIN: true, CAIR: false, IAIR: true, ITRAIN: false })).toBe(1 + 4 + 16);
  });

  it('knows customer and quota trips', () => {
    expect(isCustomerTrip(['BUSINESS', 'CUSTOMER'])).toBe(true);
    expect(isCustomerTrip(['BUSINESS'])).toBe(false);
    expect(['0', '1', '2'].map(isQuotaTrip)).toEqual([false, true, true]);
  });
});

describe('dates', () => {
  const tr: TrDates = {
    beginDate: '2026-03-10',
    endDate: '2026-03-12',
    hotelBeginDateExtend: '2026-03-09',
    hotelEndDateExtend: '2026-03-14',
    interHotelBeginDateExtend: null,
    interHotelEndDateExtend: null,
    airBeginDateExtend: null,
    airEndDateExtend: '2026-03-13',
  };

  it('widens a product’s dates by its extension dates', () => {
    expect(productDates(tr, 'CHOTEL')).toEqual({ begin: '2026-03-09', end: '2026-03-14' });
    expect(productDates(tr, 'IHOTEL')).toEqual({ begin: '2026-03-10', end: '2026-03-12' });
    expect(productDates(tr, 'CAIR')).toEqual({ begin: '2026-03-10', end: '2026-03-13' });
    expect(productDates(tr, 'TRAIN')).toEqual({ begin: '2026-03-10', end: '2026-03-12' });
  });

  it('adds the day redundancy of the product (train and international air have their own)', () => {
    const config = defaultEnterpriseConfig({
      trDateRestriction: { enabled: true, daysBefore: 1, daysAfter: 2 },
      trainControl: { daysBefore: 3, daysAfter: 0 },
      iairControl: { travelRequestMode: 1, daysBefore: 5, daysAfter: 5 },
    });
    expect(dayRedundancy(config, 'CHOTEL')).toEqual({ before: 1, after: 2 });
    expect(bookingWindow(tr, 'TRAIN', config)).toEqual({ begin: '2026-03-07', end: '2026-03-12' });
    expect(bookingWindow(tr, 'IAIR', config)).toEqual({ begin: '2026-03-05', end: '2026-03-18' });
    expect(bookingWindow(tr, 'CHOTEL', config)).toEqual({ begin: '2026-03-08', end: '2026-03-16' });
    expect(bookingWindow(tr, 'CHOTEL', { ...config, trDateRestriction: { enabled: false, daysBefore: 0, daysAfter: 0 } })).toBeNull();
  });

  it('checks a booking against a window', () => {
    const w = { begin: '2026-03-09', end: '2026-03-13' };
    expect(withinWindow({ begin: '2026-03-09', end: '2026-03-13' }, w)).toBe(true);
    expect(withinWindow({ begin: '2026-03-08', end: '2026-03-10' }, w)).toBe(false);
    expect(withinWindow({ begin: '2026-03-12', end: '2026-03-14' }, w)).toBe(false);
  });

  it('expires hotel dates when the extended end is before today, by the clock’s local date', () => {
    expect(hotelDatesExpired('2026-03-14', '2026-03-14')).toBe(false);
    expect(hotelDatesExpired('2026-03-14', '2026-03-15')).toBe(true);
    // 16:30 UTC on the 14th is already the 15th in China.
    expect(localDate(new Date('2026-03-14T16:30:00Z'))).toBe('2026-03-15');
    expect(hotelDatesExpired(productDates(tr, 'CHOTEL').end, localDate(new Date('2026-03-14T16:30:00Z')))).toBe(true);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('travel request status machine', () => {
  it('moves through the spec’s statuses and refuses anything else', () => {
    expect(nextTrStatus('NEW', 'SUBMIT')).toBe('WAIT_APPROVE');
    expect(nextTrStatus('NEW', 'AUTO_APPROVE')).toBe('APPROVED');
    expect(nextTrStatus('WAIT_APPROVE', 'APPROVE')).toBe('APPROVED');
    expect(nextTrStatus('WAIT_APPROVE', 'REJECT')).toBe('REJECTED');
    expect(nextTrStatus('APPROVED', 'CANCEL')).toBe('CANCELED');
    expect(trCan('REJECTED', 'CANCEL')).toBe(false);
    expect(() => nextTrStatus('CANCELED', 'CANCEL')).toThrow(expect.objectContaining({ code: 'STATUS_TRANSITION_INVALID', params: { status: 'CANCELED' } }));
  });
});
