import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import { SERVICE_PROVIDER_IDS, type BookSubmitInput } from '@travel/contracts/train/booking';
import { MAX_TRAIN_PASSENGERS } from '@travel/contracts/train/search';
import { ageOn, CHILD_BELOW, fareForAge, seatedPassengerType } from '@travel/contracts/train/passenger-age';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { listContacts } from '../member/contact-service';
import { RAIL_CLASS, resolveUnpriced, type BookingDeps, type ResolvedTrip, type Scope } from './book-common';
import { insurancesForSale, passengerInsurances } from './insurance-catalog';
import type { RailSaleCalendar } from './rail-port';
import { resolveOptions } from './rush-options';
import { rushDateList } from './rush-trains';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

/**
 * What a traveller can do on a sold-out class: on a date on sale, wait for it (WAITLIST) or, once the waitlist is FULL,
 * grab it (GRAB has no capacity limit); otherwise (not yet on sale, closed, departed) try the presale dates.
 */
async function ticketRushInfo(deps: BookingDeps, db: Db, trip: ResolvedTrip, passengers: number, cal: RailSaleCalendar, locale: Locale, now: Date) {
  const s = trip.section;
  if (s.saleStatus === 'onSale') {
    const [judged] = await resolveOptions(deps, db, [{ trainNo: s.trainNo, departureDate: s.departureDate, fromStationCode: s.fromTelecode, toStationCode: s.toTelecode, seatClass: trip.seatClass }], passengers, locale, now);
    const reason = judged!.view.reason;
    if (reason === null) return { type: 'WAITLIST' as const, dateList: rushDateList(cal, s.departureDate) };
    if (reason === 'FULL') return { type: 'GRAB' as const, dateList: rushDateList(cal, s.departureDate) };
  }
  return { type: 'PRESALE' as const, dateList: cal.preSaleDateList.slice(0, 7) };
}

/** train/prebook_data/query: the trips as sold now with the seat and berth choices, contacts and service providers. */
export async function prebookData(deps: BookingDeps, db: Db, scope: Scope, input: { tripList: BookSubmitInput['tripList']; passengerCount: number }, locale: Locale, now: Date) {
  const { rail, config } = deps;
  const trips = await resolveUnpriced(rail, input.tripList, locale);
  const dir = await stationDirectory(db);
  const cal = rail.saleCalendar();
  const contacts = await listContacts(db, scope);
  const products = trips.map((trip) => trip.section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass])!);
  const rushInfos = await Promise.all(trips.map((trip, i) => (products[i]!.seatRemain <= 0 ? ticketRushInfo(deps, db, trip, input.passengerCount, cal, locale, now) : null)));
  return {
    tripList: trips.map((trip, i) => {
      const product = products[i]!;
      return {
        tripIndex: i + 1,
        trip: tripOf(trip.section, i + 1, dir, locale),
        seatClass: trip.seatClass,
        supportSelect: product.supportSelect,
        supportBed: product.supportBed,
        maxSelectedNum: input.passengerCount,
        seatLetterList: product.seatLetters,
        berthList: product.berths,
        ticketRushInfo: rushInfos[i] ?? null,
      };
    }),
    maxPassengerNumber: MAX_TRAIN_PASSENGERS,
    pickWay: 'CONCENTRATION' as const,
    contactList: contacts.map((c) => ({ contactId: c.contactId, name: c.name, mobileCountryCode: c.mobileCountryCode, mobile: c.mobile, email: c.email, isDefault: c.isDefault })),
    serviceProviderList: SERVICE_PROVIDER_IDS.map((id) => ({ serviceProviderId: id, name: t(locale, `train.serviceProvider.${id}`) })),
    insuranceList: insurancesForSale(config.insurance, locale),
  };
}

/**
 * train/prebook/fee: one price line per passenger and trip (insurance on the first trip's line), and the total. A
 * passenger under 14 at the first departure is priced at the child fare; a free child is a line of 0 after its passenger's.
 */
export async function prebookFee(deps: BookingDeps, input: { tripList: BookSubmitInput['tripList']; passengerList: { insuranceProductIds: string[]; birthday?: string; freeChild?: boolean }[] }, locale: Locale) {
  const { rail, config } = deps;
  const trips = await resolveUnpriced(rail, input.tripList, locale);
  const money = (amount: number) => ({ amount, currency: 'CNY' });
  const insurance = input.passengerList.map((p, i) => {
    const picked = passengerInsurances(p.insuranceProductIds, config.insurance);
    if ('refused' in picked) throw new AppError(TrainError.INSURANCE_NOT_FOR_SALE, { insuranceProductId: picked.refused }, { passengerIndex: i + 1 });
    return picked.reduce((sum, x) => sum + x.fee, 0);
  });
  const firstDate = trips[0]!.section.departureDate;
  // Without a birthday the passenger is priced as an adult (the search's default type).
  const ages = input.passengerList.map((p) => (p.birthday ? ageOn(p.birthday, firstDate) : CHILD_BELOW));
  const priceList = trips.flatMap((trip, i) =>
    input.passengerList.flatMap((p, n) => {
      const insuranceFee = i === 0 ? insurance[n]! : 0;
      const ticketPrice = fareForAge(trip.fare, ages[n]!);
      const line = {
        tripIndex: i + 1,
        passengerIndex: n + 1,
        seatClass: trip.seatClass,
        passengerType: p.birthday ? seatedPassengerType(ages[n]!) : ('ADT' as const),
        ticketPrice: money(ticketPrice),
        serviceFee: money(config.serviceFee),
        insuranceFee: money(insuranceFee),
        totalPrice: money(ticketPrice + config.serviceFee + insuranceFee),
      };
      const free = { ...line, passengerType: 'FREE_CHILD' as const, ticketPrice: money(0), serviceFee: money(0), insuranceFee: money(0), totalPrice: money(0) };
      return p.freeChild ? [line, free] : [line];
    }),
  );
  return { priceList, totalPrice: money(priceList.reduce((sum, line) => sum + line.totalPrice.amount, 0)) };
}
