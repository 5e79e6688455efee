import type { Locale } from '@travel/contracts/platform/locales';
import { SERVICE_PROVIDER_IDS } from '@travel/contracts/train/booking';
import type { RushOption } from '@travel/contracts/train/rush-request';
import { MAX_TRAIN_PASSENGERS } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { listContacts } from '../member/contact-service';
import type { BookingDeps, Scope } from './book-common';
import { assertDistinct, resolveOptions } from './rush-options';
import { rushLimitTimeList } from './rush-trains';

/** train/alternate/prebook: the options judged now, the deadlines over the earliest of them, contacts and service providers. */
export async function alternatePrebook(deps: BookingDeps, db: Db, scope: Scope, input: { optionList: RushOption[]; passengerCount: number }, locale: Locale, now: Date) {
  assertDistinct(input.optionList);
  const options = await resolveOptions(deps, db, input.optionList, input.passengerCount, locale, now);
  const earliest = Math.min(...options.map((o) => o.section.departureMs));
  const contacts = await listContacts(db, scope);
  return {
    optionList: options.map((o) => o.view),
    limitTimeList: rushLimitTimeList(earliest, deps.rail.saleCalendar().saleCloseMinutes, now),
    maxPassengerNumber: MAX_TRAIN_PASSENGERS,
    contactList: contacts.map((c) => ({ contactId: c.contactId, name: c.name, mobileCountryCode: c.mobileCountryCode, mobile: c.mobile, email: c.email, isDefault: c.isDefault })),
    serviceProviderList: SERVICE_PROVIDER_IDS.map((id) => ({ serviceProviderId: id, name: t(locale, `train.serviceProvider.${id}`) })),
  };
}
