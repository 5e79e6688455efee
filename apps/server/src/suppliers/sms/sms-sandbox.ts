import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { SmsGateway, SmsInbox, SmsMessage } from '../../modules/notification/sms-port';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { smsMessages } from './schema';

const view = (r: typeof smsMessages.$inferSelect): SmsMessage => ({ messageId: r.id, to: r.toMobile, sender: r.sender, text: r.body, sentAt: r.sentAt.toISOString() });

/**
 * The sandbox mobile network: a sent text is a row of its own table (no phone is reached), which developers read
 * through `dev/sandbox/sms/list` and the SMS sandbox page. Like a gateway, it keeps its own handle and transactions.
 */
export function createSmsSandbox(opts: { clock: Clock; db: Db }): SmsGateway & SmsInbox {
  const { db, clock } = opts;
  return {
    async send(msg) {
      const [row] = await db
        .insert(smsMessages)
        .values({ id: `sms_${randomUUID().replace(/-/g, '').slice(0, 20)}`, toMobile: msg.to, sender: msg.sender, body: msg.text, idempotencyKey: msg.idempotencyKey, sentAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (row) return view(row);
      const [first] = await db.select().from(smsMessages).where(eq(smsMessages.idempotencyKey, msg.idempotencyKey));
      return view(first!);
    },
    async list(q) {
      const rows = await db
        .select()
        .from(smsMessages)
        .where(q.to ? eq(smsMessages.toMobile, q.to) : undefined)
        .orderBy(desc(smsMessages.sentAt), desc(smsMessages.id))
        .limit(q.limit);
      return rows.map(view);
    },
  };
}
