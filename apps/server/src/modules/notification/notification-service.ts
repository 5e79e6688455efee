import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { renderNotification } from './notify';
import { mailOutbox, notifications } from './schema';

interface Owner {
  enterpriseId: string;
  memberId: string;
}

const pages = (total: number, size: number) => Math.ceil(total / size);

export async function listNotifications(db: Db, owner: Owner, locale: Locale, input: { pageIndex: number; pageSize: number; unreadOnly: boolean }) {
  const mine = and(eq(notifications.enterpriseId, owner.enterpriseId), eq(notifications.memberId, owner.memberId));
  const where = input.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  const totalSize = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => ({
      notificationId: r.id,
      kind: r.kind,
      ...renderNotification(locale, r.kind, r.params),
      link: r.link,
      read: r.readAt !== null,
      createTime: r.createdAt.toISOString(),
    })),
    totalSize,
    pageIndex: input.pageIndex,
    totalPages: pages(totalSize, input.pageSize),
    unreadCount: Number(unread?.n ?? 0),
  };
}

/** Marks the owner's notifications read: the given ones (others' ids are ignored), or all. */
export async function markNotificationsRead(db: Db, owner: Owner, ids: string[] | undefined, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.enterpriseId, owner.enterpriseId),
        eq(notifications.memberId, owner.memberId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids.length ? ids : ['']) : undefined,
      ),
    );
}

export async function listMailOutbox(db: Db, enterpriseId: string, input: { pageIndex: number; pageSize: number; to?: string }) {
  const where = and(eq(mailOutbox.enterpriseId, enterpriseId), input.to ? eq(mailOutbox.toAddress, input.to) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  const totalSize = Number(total?.n ?? 0);
  return {
    list: rows.map((m) => ({ mailId: m.id, to: m.toAddress, subject: m.subject, body: m.body, status: m.status, createTime: m.createdAt.toISOString() })),
    totalSize,
    pageIndex: input.pageIndex,
    totalPages: pages(totalSize, input.pageSize),
  };
}
