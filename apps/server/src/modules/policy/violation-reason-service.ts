import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import type { ViolationReason } from '@travel/contracts/policy/standards';
import { recordAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { notFound, ParamError } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import { t } from '../../platform/i18n';
import { localName } from '../common/reference-cache';
import { violationReasons } from './schema';

type ReasonRow = typeof violationReasons.$inferSelect;

/** The violation types whose reasons answer a product's violations: 1 flight and 2 flight reservation, 3 hotel, 4 train, 5 car. */
export const VIOLATION_TYPES_OF_PRODUCT: Readonly<Record<Product, number[]>> = {
  FLIGHT: [1, 2],
  HOTEL: [3],
  TRAIN: [4],
  CAR: [5],
};

const toReason = (r: ReasonRow, locale: Locale = DEFAULT_LOCALE): ViolationReason => ({
  recordID: r.id,
  violationType: r.violationType,
  reasonCode: r.reasonCode,
  reasonDescription: localName(locale, r.reasonDescription, r.reasonDescriptionEn),
  reasonDescriptionCn: r.reasonDescription,
  reasonDescriptionEn: r.reasonDescriptionEn,
});

export async function listViolationReasons(db: Db, enterpriseId: string, violationType: number | undefined, locale: Locale): Promise<ViolationReason[]> {
  const rows = await db
    .select()
    .from(violationReasons)
    .where(and(eq(violationReasons.enterpriseId, enterpriseId), violationType ? eq(violationReasons.violationType, violationType) : undefined))
    .orderBy(asc(violationReasons.violationType), asc(violationReasons.sort), asc(violationReasons.reasonCode));
  return rows.map((r) => toReason(r, locale));
}

/** Whether a reason code exists for the enterprise among the given violation types. */
export async function reasonCodeExists(db: Db, enterpriseId: string, violationTypes: number[], reasonCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: violationReasons.id })
    .from(violationReasons)
    .where(
      and(
        eq(violationReasons.enterpriseId, enterpriseId),
        inArray(violationReasons.violationType, violationTypes),
        eq(violationReasons.reasonCode, reasonCode),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const duplicateCode = (ctx: MemberContext) =>
  new ParamError([{ path: 'reasonCode', code: 'duplicate', message: t(ctx.locale, 'policy.error.duplicateReasonCode') }]);

interface ReasonInput {
  recordID?: string;
  violationType: number;
  reasonCode: string;
  reasonDescription: string;
  reasonDescriptionEn?: string;
}

/** Adds a reason (at the end of its type's list) or edits one of the caller's enterprise; audited. */
export async function saveViolationReason(ctx: MemberContext, input: ReasonInput): Promise<{ recordID: string }> {
  const { enterpriseId } = ctx;
  const values = { violationType: input.violationType, reasonCode: input.reasonCode, reasonDescription: input.reasonDescription, reasonDescriptionEn: input.reasonDescriptionEn || null };
  try {
    return await ctx.db.transaction(async (tx) => {
      let recordID = input.recordID;
      let before: ViolationReason | null = null;
      if (recordID) {
        const [row] = await tx
          .select()
          .from(violationReasons)
          .where(and(eq(violationReasons.enterpriseId, enterpriseId), eq(violationReasons.id, recordID)))
          .for('update');
        if (!row) throw notFound('violationReason');
        before = toReason(row);
      }
      const clash = await tx
        .select({ id: violationReasons.id })
        .from(violationReasons)
        .where(
          and(
            eq(violationReasons.enterpriseId, enterpriseId),
            eq(violationReasons.violationType, input.violationType),
            eq(violationReasons.reasonCode, input.reasonCode),
            input.recordID ? ne(violationReasons.id, input.recordID) : undefined,
          ),
        );
      if (clash.length) throw duplicateCode(ctx);
      if (recordID) {
        await tx.update(violationReasons).set(values).where(and(eq(violationReasons.enterpriseId, enterpriseId), eq(violationReasons.id, recordID)));
      } else {
        recordID = randomUUID();
        const [last] = await tx
          .select({ sort: max(violationReasons.sort) })
          .from(violationReasons)
          .where(and(eq(violationReasons.enterpriseId, enterpriseId), eq(violationReasons.violationType, input.violationType)));
        await tx.insert(violationReasons).values({ id: recordID, enterpriseId, ...values, sort: (last?.sort ?? 0) + 1 });
      }
      await recordAudit(tx, ctx, {
        action: 'VIOLATION_REASON_SAVE',
        targetType: 'VIOLATION_REASON',
        targetId: recordID,
        detail: { before, after: values },
      });
      return { recordID };
    });
  } catch (err) {
    // Two saves of the same new code at once: the unique index decides, the loser hears it as a duplicate.
    if (isUniqueViolation(err)) throw duplicateCode(ctx);
    throw err;
  }
}

export async function deleteViolationReason(ctx: MemberContext, recordID: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(violationReasons)
      .where(and(eq(violationReasons.enterpriseId, ctx.enterpriseId), eq(violationReasons.id, recordID)))
      .returning();
    if (!removed) throw notFound('violationReason');
    await recordAudit(tx, ctx, { action: 'VIOLATION_REASON_DELETE', targetType: 'VIOLATION_REASON', targetId: recordID, detail: { before: toReason(removed) } });
  });
}

/** Demo data: reasons without a caller; skips codes the enterprise already has. */
export async function putViolationReasons(
  db: Db,
  enterpriseId: string,
  reasons: Array<{ violationType: number; reasonCode: string; reasonDescription: string; reasonDescriptionEn?: string }>,
): Promise<void> {
  let sort = 0;
  for (const r of reasons) {
    await db
      .insert(violationReasons)
      .values({ id: randomUUID(), enterpriseId, ...r, sort: ++sort })
      .onConflictDoNothing({ target: [violationReasons.enterpriseId, violationReasons.violationType, violationReasons.reasonCode] });
  }
}
