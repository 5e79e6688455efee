import { and, eq } from 'drizzle-orm';
import type { viewMaskCall } from '@travel/contracts/member/view-mask';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit';
import type { MemberContext } from '../../platform/http/handler';
import { notFound } from '../../platform/errors';
import { getContactRow } from './contact-service';
import { getMember, isTravelManager } from './member-service';
import { getCertificateRows } from './passenger-service';
import { passengers } from './schema';

type Input = z.output<(typeof viewMaskCall)['input']>;

/**
 * Reveals one full value. Allowed to the owner of the record and, for passengers, to travel managers and
 * administrators of the same enterprise; every reveal is written to the audit log.
 */
export async function revealField(ctx: MemberContext, actingMemberId: string, input: Input): Promise<{ fieldValue: string | null }> {
  const { db, enterpriseId } = ctx;
  let value: string | null = null;
  let targetId = input.targetId ?? actingMemberId;
  if (input.targetType === 'SELF') {
    const m = await getMember(db, enterpriseId, actingMemberId);
    targetId = m.id;
    if (input.fieldType === 'CERT_NO') throw notFound('certificate');
    value = input.fieldType === 'MOBILE' ? m.mobile : m.email;
  } else if (input.targetType === 'CONTACT') {
    if (!input.targetId) throw notFound('contact');
    const c = await getContactRow(db, { enterpriseId, memberId: actingMemberId }, input.targetId);
    if (input.fieldType === 'CERT_NO') throw notFound('certificate');
    value = input.fieldType === 'MOBILE' ? c.mobile : c.email;
  } else {
    if (!input.targetId) throw notFound('passenger');
    const [p] = await db
      .select()
      .from(passengers)
      .where(and(eq(passengers.enterpriseId, enterpriseId), eq(passengers.id, input.targetId)));
    if (!p) throw notFound('passenger');
    if (p.ownerMemberId !== actingMemberId) {
      const viewer = await getMember(db, enterpriseId, ctx.member.memberId).catch(() => undefined);
      const privileged = ctx.backOffice || ctx.member.role === 'admin' || (viewer && isTravelManager(viewer));
      if (!privileged) throw notFound('passenger');
    }
    if (input.fieldType === 'CERT_NO') {
      const cert = (await getCertificateRows(db, enterpriseId, p.id)).find((c) => c.id === input.certificateId);
      if (!cert) throw notFound('certificate');
      value = cert.certNo;
    } else {
      value = input.fieldType === 'MOBILE' ? p.mobile : p.email;
    }
  }
  await recordAudit(db, ctx, {
    action: 'REVEAL_FIELD',
    targetType: input.targetType,
    targetId,
    detail: { fieldType: input.fieldType, certificateId: input.certificateId ?? null, actingMemberId },
  });
  return { fieldValue: value };
}

