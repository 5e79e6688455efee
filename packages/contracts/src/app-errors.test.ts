import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_ERROR_CODES, appErrorData, isAppErrorCode } from './app-errors';
import { ApprovalError, approvalErrorData } from './approval/errors';
import { AuthError, authErrorData } from './auth/errors';
import { CommerceError, commerceErrorData } from './commerce/errors';
import { MemberError, memberErrorData } from './member/errors';
import { PaymentError, paymentErrorData } from './payment/errors';
import { ErrorCode, platformErrorData } from './platform/error-codes';
import { LOCALES } from './platform/locales';
import { PolicyError, policyErrorData } from './policy/errors';
import { HotelError, hotelErrorData } from './hotel/errors';
import { InvoiceError, invoiceErrorData } from './invoice/errors';
import { TrainError, trainErrorData } from './train/errors';
import { RailAccountError, railAccountErrorData } from './train/account-errors';
import { TravelRequestError, travelRequestErrorData } from './travel-request/errors';

const DOMAINS: Record<string, { codes: Record<string, string>; data: Record<string, z.ZodType> }> = {
  platform: { codes: ErrorCode, data: platformErrorData },
  auth: { codes: AuthError, data: authErrorData },
  member: { codes: MemberError, data: memberErrorData },
  policy: { codes: PolicyError, data: policyErrorData },
  'travel-request': { codes: TravelRequestError, data: travelRequestErrorData },
  approval: { codes: ApprovalError, data: approvalErrorData },
  payment: { codes: PaymentError, data: paymentErrorData },
  train: { codes: TrainError, data: trainErrorData },
  'rail-account': { codes: RailAccountError, data: railAccountErrorData },
  commerce: { codes: CommerceError, data: commerceErrorData },
  hotel: { codes: HotelError, data: hotelErrorData },
  invoice: { codes: InvoiceError, data: invoiceErrorData },
};

describe('declared error codes', () => {
  it.each(Object.keys(DOMAINS))('%s: every code has a data schema and every schema a code', (domain) => {
    const { codes, data } = DOMAINS[domain]!;
    const declared = Object.values(codes).sort();
    expect(Object.keys(data).sort()).toEqual(declared);
    const notSchemas = Object.entries(data).filter(([, s]) => !(s instanceof z.ZodType)).map(([c]) => c);
    expect(notSchemas).toEqual([]);
  });

  it('no code is declared by two domains, and the union holds every domain code', () => {
    const all = Object.values(DOMAINS).flatMap((d) => Object.values(d.codes));
    const twice = all.filter((c, i) => all.indexOf(c) !== i);
    expect(twice).toEqual([]);
    expect([...APP_ERROR_CODES].sort()).toEqual([...all].sort());
  });

  it('keeps the wire codes of the spec catalogues', () => {
    const spec = ['420011006', '420011021', '430019090', '430019091', '430019095', '432002021', '432002028', '432002029', '432002034', '432002035'];
    const itrain = ['ItrainResouce.1222', 'ItrainResouce.1335', 'ItrainResouce.1350', 'ItrainTrading.1518'];
    expect([...spec, ...itrain].filter((c) => !isAppErrorCode(c))).toEqual([]);
    expect(TrainError.SALE_CLOSED).toBe('420011006');
    expect(isAppErrorCode('NOT_A_CODE')).toBe(false);
    expect(isAppErrorCode('toString')).toBe(false);
  });

  it('a schema refuses data of another shape', () => {
    expect(appErrorData[TrainError.SALE_CLOSED].safeParse(null).success).toBe(true);
    expect(appErrorData[TrainError.SALE_CLOSED].safeParse({ orderId: 'x' }).success).toBe(false);
    expect(appErrorData[TrainError.TICKET_DEPARTED].safeParse({ ticketId: 't1' }).success).toBe(true);
    expect(appErrorData[TrainError.TICKET_DEPARTED].safeParse(null).success).toBe(false);
  });
});

// The server's descriptions: `errors.<code>` (a plural code as `<code>_other` and its other forms) in every locale.
const LOCALES_DIR = fileURLToPath(new URL('../../i18n/locales/', import.meta.url));
type Catalog = { [key: string]: string | Catalog };

function text(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('error texts', () => {
  const catalogs = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(`${LOCALES_DIR}${l}/server.json`, 'utf8')) as Catalog]));

  it('covers all 11 locales', () => {
    expect(LOCALES).toHaveLength(11);
  });

  it.each(LOCALES)('%s has a text for every declared code', (locale) => {
    const missing = APP_ERROR_CODES.filter((code) => !text(catalogs[locale]!, `errors.${code}`) && !text(catalogs[locale]!, `errors.${code}_other`));
    expect(missing, `${locale}/server.json lacks errors.<code> for`).toEqual([]);
  });

  it('every error text belongs to a declared code (or SUCCESS)', () => {
    const keys = (node: Catalog, prefix = ''): string[] =>
      Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
    const stale = keys(catalogs.en!.errors as Catalog)
      .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter((code) => code !== 'SUCCESS' && !isAppErrorCode(code));
    expect([...new Set(stale)]).toEqual([]);
  });
});
