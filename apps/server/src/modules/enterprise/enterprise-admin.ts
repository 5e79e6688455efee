import { randomUUID } from 'node:crypto';
import type { EnterpriseConfig } from '@travel/contracts/member/company';
import type { Db } from '../../platform/db/database';
import { costCentres, departments, enterprises, projects, travelLevels } from './schema';

export function defaultEnterpriseConfig(overrides: Partial<EnterpriseConfig> = {}): EnterpriseConfig {
  return {
    maxPrivatePassengers: 9,
    passengerValidityDays: 0,
    trDateRestriction: { enabled: true, daysBefore: 1, daysAfter: 1 },
    trCityRestriction: true,
    trTypeFlag: 0,
    serviceFlags: (['CHOTEL', 'IHOTEL', 'CAIR', 'IAIR', 'TRAIN', 'TRAVEL'] as const).map((product) => ({ product, business: true, personal: true })),
    serviceTelList: [],
    airControl: { lowPriceAdviceFlag: true, lowPriceAdviceTime: 120, reservationReminderFlag: true, reservationReminderDays: 3, violationList: [], roundTripSupport: true },
    iairControl: { travelRequestMode: 1, daysBefore: 2, daysAfter: 2 },
    hotelControl: {
      changeDays: 1,
      checkInPersonControl: true,
      dispatchTypes: [0],
      lowPriceAdvice: 1,
      violationList: [],
      shareStandard: { mode: 'SUM', percent: 0 },
      travelRuleViolationControl: 0,
      priceFeedback: true,
    },
    trainControl: { daysBefore: 1, daysAfter: 1 },
    ...overrides,
  };
}

export async function createEnterprise(
  db: Db,
  input: { id?: string; name: string; nameEn?: string; config?: EnterpriseConfig },
  now: Date,
): Promise<string> {
  const id = input.id ?? randomUUID();
  await db.insert(enterprises).values({ id, name: input.name, nameEn: input.nameEn ?? null, config: input.config ?? defaultEnterpriseConfig(), createdAt: now });
  return id;
}

export async function createDepartment(
  db: Db,
  input: { enterpriseId: string; name: string; nameEn?: string; parentId?: string | null; sort?: number },
): Promise<string> {
  const id = randomUUID();
  await db.insert(departments).values({ id, enterpriseId: input.enterpriseId, name: input.name, nameEn: input.nameEn ?? null, parentId: input.parentId ?? null, sort: input.sort ?? 0 });
  return id;
}

export async function createTravelLevel(db: Db, input: { enterpriseId: string; code: string; name: string; nameEn?: string; cabinLevelLimit?: number }) {
  await db.insert(travelLevels).values({ id: randomUUID(), cabinLevelLimit: 2, ...input });
}

export async function createCostCentre(db: Db, input: { enterpriseId: string; code: string; name: string; nameEn?: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(costCentres).values({ id, ...input });
  return id;
}

export async function createProject(db: Db, input: { enterpriseId: string; code: string; name: string; nameEn?: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(projects).values({ id, ...input });
  return id;
}

export async function hasAnyEnterprise(db: Db): Promise<boolean> {
  const rows = await db.select({ id: enterprises.id }).from(enterprises).limit(1);
  return rows.length > 0;
}
