import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListCall, taskRejectCall } from '@travel/contracts/approval/approval';
import { mailOutboxCall, notificationListCall, notificationReadCall } from '@travel/contracts/notification/notification';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import type { TestApp, TestClient } from '../../test/test-app';
import { openWithRequest, trInput } from '../travel-request/tr-test-fixtures';
import { renderNotification } from './notify';

const page = { pageIndex: 1, pageSize: 50 };

describe('notifications and the mail outbox', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let travelNO: string;
  beforeAll(async () => {
    ({ t, employee, manager, admin, travelNO } = await openWithRequest());
  });
  afterAll(async () => t.close());

  it('tells the approver in the app, in the reader’s language', async () => {
    const en = await manager.ok(notificationListCall, page);
    expect(en.unreadCount).toBe(1);
    expect(en.list).toEqual([
      expect.objectContaining({
        kind: 'APPROVAL_TASK',
        title: `Approval needed: travel request ${travelNO}`,
        body: `张伟 has submitted travel request ${travelNO} (Client visit), which is waiting for your approval.`,
        link: '/approvals',
        read: false,
      }),
    ]);
    const zh = await manager.ok(notificationListCall, page, { lang: 'zh-CN' });
    expect(zh.list[0]!.title).toBe(`待审批：出差申请 ${travelNO}`);
    const ja = await manager.ok(notificationListCall, page, { lang: 'ja' });
    expect(ja.list[0]!.title).toBe(`承認依頼：出張申請 ${travelNO}`);
  });

  it('tells the applicant of a rejection, with the comment', async () => {
    const task = (await manager.ok(taskListCall, page)).list[0]!;
    await manager.ok(taskRejectCall, { taskId: task.taskId, comment: 'Use the video call instead' });
    const notes = await employee.ok(notificationListCall, { ...page, unreadOnly: true });
    expect(notes.list).toEqual([
      expect.objectContaining({
        kind: 'APPROVAL_REJECTED',
        title: `Rejected: travel request ${travelNO}`,
        body: `Your travel request ${travelNO} (Client visit) was rejected by 王强. Comment: Use the video call instead`,
        link: `/travel-requests/${travelNO}`,
      }),
    ]);
  });

  it('marks read one by one or all at once, the caller’s own only', async () => {
    await employee.ok(trCreateCall, trInput(t.clock.today()));
    const before = await manager.ok(notificationListCall, page);
    expect(before.unreadCount).toBe(2);
    await manager.ok(notificationReadCall, { notificationIds: [before.list[0]!.notificationId] });
    const one = await manager.ok(notificationListCall, page);
    expect(one.unreadCount).toBe(1);
    expect(one.list[0]!.read).toBe(true);
    expect((await manager.ok(notificationListCall, { ...page, unreadOnly: true })).totalSize).toBe(1);
    await employee.ok(notificationReadCall, { notificationIds: one.list.map((n) => n.notificationId) });
    expect((await manager.ok(notificationListCall, page)).unreadCount).toBe(1);
    await manager.ok(notificationReadCall, {});
    expect((await manager.ok(notificationListCall, page)).unreadCount).toBe(0);
  });

  it('keeps mail in the outbox, in the recipient’s language, for administrators only', async () => {
    const forbidden = await employee.call(mailOutboxCall, page);
    expect(forbidden.res.statusCode).toBe(403);
    expect(forbidden.body.resultCode).toBe('NO_PERMISSION');
    const outbox = await admin.ok(mailOutboxCall, page);
    expect(outbox.list.map((m) => m.to).sort()).toEqual(['employee@demo.example.com', 'manager@demo.example.com', 'manager@demo.example.com']);
    const toEmployee = (await admin.ok(mailOutboxCall, { ...page, to: 'employee@demo.example.com' })).list;
    expect(toEmployee).toEqual([
      expect.objectContaining({ status: 'OUTBOX', subject: `已驳回：出差申请 ${travelNO}`, body: expect.stringContaining('审批意见：Use the video call instead') }),
    ]);
    expect(toEmployee[0]!.body.startsWith('张伟，您好：')).toBe(true);
    const outsider = await t.login('outsider');
    expect((await outsider.call(mailOutboxCall, page)).res.statusCode).toBe(403);
  });

  it('renders every kind in every language without leftover placeholders', () => {
    const params = { bizType: 'EXCEED_APPLY', bizNo: 'TR1', applicantName: 'A', title: 'T', deciderName: 'notification.system.name', comment: 'notification.system.escalated' };
    for (const locale of ['zh-CN', 'zh-TW', 'en', 'de', 'es', 'fil', 'id', 'ja', 'ms', 'th', 'vi'] as const) {
      for (const kind of ['APPROVAL_TASK', 'APPROVAL_APPROVED', 'APPROVAL_REJECTED', 'APPROVAL_ESCALATED']) {
        const { title, body } = renderNotification(locale, kind, params);
        expect(`${title} ${body}`).not.toMatch(/\{\{|notification\./);
      }
    }
  });
});
