import type { TravelStandard } from '@travel/contracts/policy/standards';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enterpriseExists } from '../enterprise/enterprise-service';
import { hasTravelStandards, putTravelStandard } from './standards-service';
import { violationReasons } from './schema';
import { putViolationReasons } from './violation-reason-service';

const DEMO = 'ent-demo';
const OTHER = 'ent-other';
const SHANGHAI = '156310000';

/** Demo Enterprise: L3 staff strict, L2 managers more generous, L1 executives mostly unrestricted. */
const DEMO_STANDARDS: Record<string, TravelStandard[]> = {
  L3: [
    { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '3', controlSeconds: 30 } },
    {
      product: 'HOTEL',
      standard: {
        currency: 'CNY',
        defaultCap: 50000,
        tierCaps: [{ tier: 1, amount: 60000 }],
        cityCaps: [{ cityId: SHANGHAI, amount: 65000 }],
        controlSeconds: 30,
      },
    },
    {
      product: 'FLIGHT',
      standard: {
        cabinLevelLimit: 2,
        lowestFareWindowMinutes: 120,
        advanceBookingDays: 3,
        controlSeconds: 30,
        rules: [
          { ruleType: 'BUNK', handleTypes: '3', rulePriority: 1, addInfo: {} },
          { ruleType: 'NEARBY_PRICE', handleTypes: '3', rulePriority: 2, addInfo: { approveRate: 10 } },
          { ruleType: 'URGENT', handleTypes: '4', rulePriority: 3, addInfo: {} },
          { ruleType: 'HISTORY_PRICE', handleTypes: '1', rulePriority: 4, addInfo: { approveRate: 50 } },
          { ruleType: 'BASELINE', handleTypes: '3', rulePriority: 5, addInfo: { baselineAmount: 200000 } },
        ],
      },
    },
    { product: 'CAR', standard: { allowedRideTypes: ['STANDARD', 'ECONOMY'], priceLimit: 20000, handling: 'CHOOSE_REASON' } },
  ],
  L2: [
    {
      product: 'TRAIN',
      standard: { allowedSeatClasses: ['FIRST', 'SECOND', 'SOFT_SLEEPER', 'HARD_SLEEPER'], highestStandard: '3', handleTypes: '3', controlSeconds: 90 },
    },
    {
      product: 'HOTEL',
      standard: {
        currency: 'CNY',
        defaultCap: 60000,
        tierCaps: [
          { tier: 1, amount: 80000 },
          { tier: 2, amount: 70000 },
        ],
        cityCaps: [{ cityId: SHANGHAI, amount: 90000 }],
        controlSeconds: 90,
      },
    },
    {
      product: 'FLIGHT',
      standard: {
        cabinLevelLimit: 1,
        lowestFareWindowMinutes: 120,
        advanceBookingDays: 1,
        controlSeconds: 90,
        rules: [
          { ruleType: 'BUNK', handleTypes: '4', rulePriority: 1, addInfo: {} },
          { ruleType: 'NEARBY_PRICE', handleTypes: '3', rulePriority: 2, addInfo: { approveRate: 30 } },
        ],
      },
    },
    { product: 'CAR', standard: { allowedRideTypes: ['STANDARD', 'ECONOMY', 'COMFORT', 'DIDI_SPECIAL'], priceLimit: 50000, handling: 'NONE' } },
  ],
  L1: [
    {
      product: 'TRAIN',
      standard: { allowedSeatClasses: ['BUSINESS', 'PREMIUM_FIRST', 'FIRST', 'SOFT_SLEEPER_DELUXE', 'SOFT_SLEEPER', 'SECOND'], highestStandard: '999', handleTypes: '5', controlSeconds: 150 },
    },
    { product: 'HOTEL', standard: { currency: 'CNY', defaultCap: -1, tierCaps: [], cityCaps: [], controlSeconds: 150 } },
    { product: 'FLIGHT', standard: { cabinLevelLimit: 9, lowestFareWindowMinutes: 120, advanceBookingDays: 0, rules: [], controlSeconds: 150 } },
    { product: 'CAR', standard: { allowedRideTypes: ['STANDARD', 'ECONOMY', 'COMFORT', 'DIDI_SPECIAL', 'LUXURY'], priceLimit: -1, handling: 'NONE' } },
  ],
};

/** Other Enterprise: one level, stricter and handled differently (approval, forbidding), so tenants visibly differ. */
const OTHER_STANDARDS: Record<string, TravelStandard[]> = {
  L1: [
    { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND', 'FIRST'], highestStandard: '3', handleTypes: '1', controlSeconds: 0 } },
    { product: 'HOTEL', standard: { currency: 'CNY', defaultCap: 40000, tierCaps: [{ tier: 1, amount: 55000 }], cityCaps: [], controlSeconds: 0 } },
    {
      product: 'FLIGHT',
      standard: {
        cabinLevelLimit: 2,
        lowestFareWindowMinutes: 60,
        advanceBookingDays: 5,
        controlSeconds: 0,
        rules: [
          { ruleType: 'BUNK', handleTypes: '6', rulePriority: 1, addInfo: {} },
          { ruleType: 'NEARBY_PRICE', handleTypes: '1', rulePriority: 2, addInfo: { approveRate: 0 } },
        ],
      },
    },
    { product: 'CAR', standard: { allowedRideTypes: ['STANDARD'], priceLimit: 15000, handling: 'FORBID_BOOK' } },
  ],
};

const DEMO_REASONS = [
  { violationType: 1, reasonCode: 'F01', reasonDescription: '航班时刻与行程冲突', reasonDescriptionEn: 'Flight times clash with the schedule' },
  { violationType: 1, reasonCode: 'F02', reasonDescription: '客户指定航班', reasonDescriptionEn: 'Flight chosen by the client' },
  { violationType: 1, reasonCode: 'F03', reasonDescription: '低价舱位已售完', reasonDescriptionEn: 'Lower fares sold out' },
  { violationType: 2, reasonCode: 'R01', reasonDescription: '临时出差任务', reasonDescriptionEn: 'Last-minute business trip' },
  { violationType: 2, reasonCode: 'R02', reasonDescription: '行程变更', reasonDescriptionEn: 'Itinerary changed' },
  { violationType: 3, reasonCode: 'H01', reasonDescription: '协议酒店已满房', reasonDescriptionEn: 'Contract hotels fully booked' },
  { violationType: 3, reasonCode: 'H02', reasonDescription: '靠近会议或客户地点', reasonDescriptionEn: 'Close to the meeting or client site' },
  { violationType: 3, reasonCode: 'H03', reasonDescription: '展会期间房价上涨', reasonDescriptionEn: 'Rates raised during a trade fair' },
  { violationType: 4, reasonCode: 'T01', reasonDescription: '二等座已售完', reasonDescriptionEn: 'Second class sold out' },
  { violationType: 4, reasonCode: 'T02', reasonDescription: '夜间长途行程', reasonDescriptionEn: 'Long overnight journey' },
  { violationType: 5, reasonCode: 'C01', reasonDescription: '携带大件行李', reasonDescriptionEn: 'Carrying bulky luggage' },
  { violationType: 5, reasonCode: 'C02', reasonDescription: '深夜出行', reasonDescriptionEn: 'Late-night ride' },
];

const OTHER_REASONS = [
  { violationType: 1, reasonCode: 'OF1', reasonDescription: '会议时间调整', reasonDescriptionEn: 'Meeting rescheduled' },
  { violationType: 3, reasonCode: 'OH1', reasonDescription: '客户安排住宿', reasonDescriptionEn: 'Accommodation arranged by the client' },
  { violationType: 4, reasonCode: 'OT1', reasonDescription: '无其他车次', reasonDescriptionEn: 'No other train available' },
];

async function seedEnterprise(db: Db, enterpriseId: string, standards: Record<string, TravelStandard[]>, reasons: typeof DEMO_REASONS, now: Date) {
  if (!(await enterpriseExists(db, enterpriseId))) return;
  if (await hasTravelStandards(db, enterpriseId)) {
    await nameReasonsInEnglish(db, enterpriseId, reasons);
    return;
  }
  await db.transaction(async (tx) => {
    for (const [level, list] of Object.entries(standards)) for (const s of list) await putTravelStandard(tx, enterpriseId, level, s, now);
    await putViolationReasons(tx, enterpriseId, reasons);
  });
}

/**
 * A database seeded before reasons had an English description kept both languages in one ("二等座已售完 Second class
 * sold out"): those demo reasons get their two descriptions.
 */
async function nameReasonsInEnglish(db: Db, enterpriseId: string, reasons: typeof DEMO_REASONS) {
  for (const r of reasons) {
    await db
      .update(violationReasons)
      .set({ reasonDescription: r.reasonDescription, reasonDescriptionEn: r.reasonDescriptionEn })
      .where(
        and(
          eq(violationReasons.enterpriseId, enterpriseId),
          eq(violationReasons.violationType, r.violationType),
          eq(violationReasons.reasonCode, r.reasonCode),
          eq(violationReasons.reasonDescription, `${r.reasonDescription} ${r.reasonDescriptionEn}`),
          isNull(violationReasons.reasonDescriptionEn),
        ),
      );
  }
}

/** Travel standards and violation reasons of the demo enterprises; skipped for an enterprise that already has standards. */
export async function seedPolicyDemo(db: Db, now: Date): Promise<void> {
  await seedEnterprise(db, DEMO, DEMO_STANDARDS, DEMO_REASONS, now);
  await seedEnterprise(db, OTHER, OTHER_STANDARDS, OTHER_REASONS, now);
}
