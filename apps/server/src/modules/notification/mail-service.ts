import { randomUUID } from 'node:crypto';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { mailOutbox } from './schema';

export interface MailInput {
  enterpriseId: string;
  toAddress: string;
  /** the member the mail is about or for, when there is one */
  toMemberId: string | null;
  /** the language the subject and body are written in */
  locale: Locale;
  subject: string;
  body: string;
  /** the greeting's name; absent: no greeting line */
  greetName?: string;
}

/**
 * A plain mail to an address, in the platform's frame (greeting, body, the automatic-mail footer) and written into the
 * outbox in the caller's transaction, so a rolled-back action mails nobody.
 */
export async function sendMail(db: Db, input: MailInput, now: Date): Promise<void> {
  const greeting = input.greetName ? [t(input.locale, 'notification.mail.greeting', { name: input.greetName }), ''] : [];
  await db.insert(mailOutbox).values({
    id: randomUUID(),
    enterpriseId: input.enterpriseId,
    toAddress: input.toAddress,
    toMemberId: input.toMemberId,
    locale: input.locale,
    subject: input.subject,
    body: [...greeting, input.body, '', t(input.locale, 'notification.mail.footer')].join('\n'),
    createdAt: now,
  });
}
