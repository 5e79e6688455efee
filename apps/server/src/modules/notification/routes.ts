import { mailOutboxCall, notificationListCall, notificationReadCall } from '@travel/contracts/notification/notification';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { listMailOutbox, listNotifications, markNotificationsRead } from './notification-service';

export const notificationRoutes: Binding[] = [
  handle(notificationListCall, async (ctx, input) => listNotifications(ctx.db, actingMember(ctx), ctx.locale, input)),
  handle(notificationReadCall, async (ctx, input) => {
    await markNotificationsRead(ctx.db, actingMember(ctx), input.notificationIds, ctx.clock.now());
    return { ok: true as const };
  }),
  handle(mailOutboxCall, async (ctx, input) => listMailOutbox(ctx.db, ctx.enterpriseId, input)),
];
