import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { displayName, getMember } from '../member/member-service';
import { notifications } from './schema';
import { sendMail } from './mail-service';

export const NOTIFICATION_KINDS = ['APPROVAL_TASK', 'APPROVAL_APPROVED', 'APPROVAL_REJECTED', 'APPROVAL_ESCALATED', 'GUARANTEE_VERIFY_CODE', 'HOTEL_APPROVAL_EXPIRED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotifyInput {
  enterpriseId: string;
  memberId: string;
  kind: NotificationKind;
  /** Values for the kind's texts; `bizType` is turned into the subject's name in the reader's language. */
  params: Record<string, string>;
  link?: string;
}

/** The title and body of a notification in the reader's language; parameters that are message keys are translated too. */
export function renderNotification(locale: Locale, kind: string, params: Record<string, string>): { title: string; body: string } {
  const values: Record<string, string> = { subject: params.bizType ? t(locale, `notification.subject.${params.bizType}`) : '' };
  for (const [k, v] of Object.entries(params)) values[k] = v.startsWith('notification.') ? t(locale, v) : v;
  return { title: t(locale, `notification.${kind}.title`, values), body: t(locale, `notification.${kind}.body`, values) };
}

/**
 * Tells a member: an in-app notification (written in the reader's language when listed), and a mail in the member's
 * language in the outbox when the member has an address. Runs inside the caller's transaction, so a rolled-back
 * decision notifies nobody.
 */
export async function notify(db: Db, input: NotifyInput, now: Date): Promise<void> {
  const member = await getMember(db, input.enterpriseId, input.memberId);
  await db.insert(notifications).values({
    id: randomUUID(),
    enterpriseId: input.enterpriseId,
    memberId: input.memberId,
    kind: input.kind,
    params: input.params,
    link: input.link ?? null,
    createdAt: now,
  });
  if (!member.email) return;
  // The member's language (the UI language they last used); one who never chose reads the platform's default.
  const locale: Locale = member.language ?? DEFAULT_LOCALE;
  const { title, body } = renderNotification(locale, input.kind, input.params);
  await sendMail(db, { enterpriseId: input.enterpriseId, toAddress: member.email, toMemberId: member.id, locale, subject: title, body, greetName: displayName(member) }, now);
}
