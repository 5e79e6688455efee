import type { Locale } from '@travel/contracts/platform/locales';
import { INSURANCE_SALE_CONFIGS, type InsuranceProduct } from '@travel/contracts/train/booking';
import { t } from '../../platform/i18n';

type SaleConfig = (typeof INSURANCE_SALE_CONFIGS)[number];

/** The rail insurances on offer (the sandbox insurer's products), with their fee per passenger in fen. */
export const TRAIN_INSURANCES = [
  { insuranceProductId: 'INS-RAIL-ACCIDENT', fee: 2000, saleConfig: 'DEFAULT_SALE' },
  { insuranceProductId: 'INS-RAIL-DELAY', fee: 1000, saleConfig: 'ALLOW_SALE' },
  { insuranceProductId: 'INS-RAIL-LUGGAGE', fee: 800, saleConfig: 'CLOSE_SALE' },
] as const satisfies readonly { insuranceProductId: string; fee: number; saleConfig: SaleConfig }[];

export type InsuranceId = (typeof TRAIN_INSURANCES)[number]['insuranceProductId'];
export type InsuranceSales = Record<InsuranceId, SaleConfig>;

/** Sale configs from TRAIN_INSURANCE_SALE ("INS-RAIL-ACCIDENT=FORCED_SALE,INS-RAIL-DELAY=CLOSE_SALE"), over the defaults. */
export function loadInsuranceSales(value: string | undefined): InsuranceSales {
  const sales = Object.fromEntries(TRAIN_INSURANCES.map((i) => [i.insuranceProductId, i.saleConfig])) as InsuranceSales;
  for (const part of (value ?? '').split(',').filter(Boolean)) {
    const [id, config] = part.split('=').map((x) => x.trim()) as [string, string];
    if (!(id in sales) || !(INSURANCE_SALE_CONFIGS as readonly string[]).includes(config)) throw new Error(`TRAIN_INSURANCE_SALE: cannot read "${part}"`);
    sales[id as InsuranceId] = config as SaleConfig;
  }
  return sales;
}

export function insuranceProduct(id: string, sales: InsuranceSales, locale: Locale): InsuranceProduct | null {
  const found = TRAIN_INSURANCES.find((i) => i.insuranceProductId === id);
  if (!found) return null;
  return {
    insuranceProductId: found.insuranceProductId,
    name: t(locale, `train.insurance.${found.insuranceProductId}.name`),
    description: t(locale, `train.insurance.${found.insuranceProductId}.description`),
    insuranceFee: { amount: found.fee, currency: 'CNY' },
    saleConfig: sales[found.insuranceProductId],
  };
}

/** What a booking offers: every product not closed. */
export const insurancesForSale = (sales: InsuranceSales, locale: Locale) =>
  TRAIN_INSURANCES.filter((i) => sales[i.insuranceProductId] !== 'CLOSE_SALE').map((i) => insuranceProduct(i.insuranceProductId, sales, locale)!);

/**
 * A passenger's insurances: the chosen ones (refused when unknown or closed: INSURANCE_NOT_FOR_SALE) and every
 * forced one, once each.
 */
export function passengerInsurances(chosen: readonly string[], sales: InsuranceSales): { insuranceProductId: InsuranceId; fee: number }[] | { refused: string } {
  const ids = new Set<string>(chosen);
  for (const i of TRAIN_INSURANCES) if (sales[i.insuranceProductId] === 'FORCED_SALE') ids.add(i.insuranceProductId);
  const out: { insuranceProductId: InsuranceId; fee: number }[] = [];
  for (const id of ids) {
    const found = TRAIN_INSURANCES.find((i) => i.insuranceProductId === id);
    if (!found || sales[found.insuranceProductId] === 'CLOSE_SALE') return { refused: id };
    out.push({ insuranceProductId: found.insuranceProductId, fee: found.fee });
  }
  return out;
}
