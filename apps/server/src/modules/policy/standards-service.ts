import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import { PRODUCTS, type Product } from '@travel/contracts/platform/products';
import {
  travelStandardSchema,
  type travelStandardEntrySchema,
  type travelStandardQueryCall,
  type TravelStandard,
} from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import { getTravelLevel, listTravelLevels, travelLevelName } from '../enterprise/enterprise-service';
import { cityName, lookupCities } from '../common/city-service';
import type { StandardsByProduct } from './engine/evaluate';
import { travelStandards } from './schema';
import { resolveTravellers, type PolicyScope } from './traveller-resolver';

type StandardRow = typeof travelStandards.$inferSelect;
type Entry = z.output<typeof travelStandardEntrySchema>;
type QueryInput = z.output<(typeof travelStandardQueryCall)['input']>;
type QueryOutput = z.output<(typeof travelStandardQueryCall)['output']>;

const productOrder = (p: Product) => PRODUCTS.indexOf(p);

/** A stored standard read back through its contract (which also fills defaults added since it was saved). */
function toStandard(row: Pick<StandardRow, 'product' | 'standard'>): TravelStandard {
  return travelStandardSchema.parse({ product: row.product, standard: row.standard });
}

export function byProduct(standards: TravelStandard[]): StandardsByProduct {
  const out: StandardsByProduct = {};
  for (const s of standards) (out as Record<string, unknown>)[s.product] = s.standard;
  return out;
}

/** A hotel standard's city caps name their cities in the reader's language, whatever language they were saved in. */
function withCityNames(standard: TravelStandard, cities: Awaited<ReturnType<typeof lookupCities>>, locale: Locale): TravelStandard {
  if (standard.product !== 'HOTEL') return standard;
  const cityCaps = standard.standard.cityCaps.map((c) => ({ ...c, cityName: cities.has(c.cityId) ? cityName(cities, c.cityId, locale) : c.cityName }));
  return { ...standard, standard: { ...standard.standard, cityCaps } };
}

/** Every travel level of the enterprise with its standards, in level order, products in contract order. */
export async function listTravelStandards(db: Db, enterpriseId: string, locale: Locale): Promise<{ list: Entry[] }> {
  const [levels, rows] = await Promise.all([
    listTravelLevels(db, enterpriseId),
    db.select().from(travelStandards).where(eq(travelStandards.enterpriseId, enterpriseId)),
  ]);
  const standards = new Map(rows.map((r) => [r, toStandard(r)]));
  const cityIds = [...standards.values()].flatMap((s) => (s.product === 'HOTEL' ? s.standard.cityCaps.map((c) => c.cityId) : []));
  const cities = await lookupCities(db, cityIds);
  return {
    list: levels.map((level) => ({
      travelLevel: level.code,
      travelLevelName: travelLevelName(level, locale),
      standards: rows
        .filter((r) => r.travelLevel === level.code)
        .sort((a, b) => productOrder(a.product) - productOrder(b.product))
        .map((r) => ({ ...withCityNames(standards.get(r)!, cities, locale), updatedAt: r.updatedAt.toISOString() })),
    })),
  };
}

/** The standards of several travel levels of one enterprise, per level and product. */
export async function standardsOfLevels(db: Db, enterpriseId: string, levels: string[]): Promise<Map<string, TravelStandard[]>> {
  const wanted = [...new Set(levels)];
  const out = new Map<string, TravelStandard[]>(wanted.map((l) => [l, []]));
  if (wanted.length === 0) return out;
  const rows = await db
    .select()
    .from(travelStandards)
    .where(and(eq(travelStandards.enterpriseId, enterpriseId), inArray(travelStandards.travelLevel, wanted)));
  for (const r of rows.sort((a, b) => productOrder(a.product) - productOrder(b.product))) out.get(r.travelLevel)!.push(toStandard(r));
  return out;
}

/** travel_standard/query: the standards that apply to each traveller (the caller when none is given). */
export async function queryTravellerStandards(db: Db, scope: PolicyScope, input: QueryInput): Promise<QueryOutput> {
  const travellers = await resolveTravellers(db, scope, input.travellers);
  const standards = await standardsOfLevels(db, scope.enterpriseId, travellers.flatMap((t) => (t.travelLevel ? [t.travelLevel] : [])));
  return {
    passengerStandardList: travellers.map((t) => ({
      passengerId: t.passengerId,
      passengerMemberId: t.memberId,
      passengerName: t.name,
      travelLevel: t.travelLevel,
      standards: (t.travelLevel ? standards.get(t.travelLevel)! : []).filter((s) => !input.product || s.product === input.product),
    })),
  };
}

async function requireLevel(db: Db, enterpriseId: string, travelLevel: string) {
  if (!(await getTravelLevel(db, enterpriseId, travelLevel))) throw notFound('travelLevel');
}

const levelProduct = (enterpriseId: string, travelLevel: string, product: Product) =>
  and(eq(travelStandards.enterpriseId, enterpriseId), eq(travelStandards.travelLevel, travelLevel), eq(travelStandards.product, product));

/** Sets one level's standard for one product (replacing any), and writes the change to the audit log. */
export async function saveTravelStandard(ctx: MemberContext, input: { travelLevel: string } & TravelStandard): Promise<void> {
  const { enterpriseId } = ctx;
  await requireLevel(ctx.db, enterpriseId, input.travelLevel);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(travelStandards).where(levelProduct(enterpriseId, input.travelLevel, input.product)).for('update');
    const values = { standard: input.standard as Record<string, unknown>, updatedBy: ctx.member.memberId, updatedAt: now };
    await tx
      .insert(travelStandards)
      .values({ enterpriseId, travelLevel: input.travelLevel, product: input.product, ...values })
      .onConflictDoUpdate({ target: [travelStandards.enterpriseId, travelStandards.travelLevel, travelStandards.product], set: values });
    await recordAudit(tx, ctx, {
      action: 'TRAVEL_STANDARD_SAVE',
      targetType: 'TRAVEL_STANDARD',
      targetId: `${input.travelLevel}:${input.product}`,
      detail: { travelLevel: input.travelLevel, product: input.product, before: before?.standard ?? null, after: input.standard },
    });
  });
}

/** Removes one level's standard for one product: the product is then unrestricted for that level. */
export async function deleteTravelStandard(ctx: MemberContext, input: { travelLevel: string; product: Product }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(travelStandards).where(levelProduct(ctx.enterpriseId, input.travelLevel, input.product)).returning();
    if (!removed) throw notFound('travelStandard');
    await recordAudit(tx, ctx, {
      action: 'TRAVEL_STANDARD_DELETE',
      targetType: 'TRAVEL_STANDARD',
      targetId: `${input.travelLevel}:${input.product}`,
      detail: { travelLevel: input.travelLevel, product: input.product, before: removed.standard },
    });
  });
}

/** Demo and test data: whether the enterprise has any standard yet. */
export async function hasTravelStandards(db: Db, enterpriseId: string): Promise<boolean> {
  const [row] = await db.select({ level: travelStandards.travelLevel }).from(travelStandards).where(eq(travelStandards.enterpriseId, enterpriseId)).limit(1);
  return Boolean(row);
}

/** Writes standards without a caller (demo data). */
export async function putTravelStandard(db: Db, enterpriseId: string, travelLevel: string, standard: TravelStandard, now: Date): Promise<void> {
  const parsed = travelStandardSchema.parse(standard);
  const values = { standard: parsed.standard as Record<string, unknown>, updatedBy: 'system', updatedAt: now };
  await db
    .insert(travelStandards)
    .values({ enterpriseId, travelLevel, product: parsed.product, ...values })
    .onConflictDoUpdate({ target: [travelStandards.enterpriseId, travelStandards.travelLevel, travelStandards.product], set: values });
}
