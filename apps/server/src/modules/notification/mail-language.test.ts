import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall } from '@travel/contracts/auth/login';
import { taskApproveCall, taskListCall, taskRejectCall } from '@travel/contracts/approval/approval';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { languageSaveCall } from '@travel/contracts/member/language';
import { userDetailCall } from '@travel/contracts/member/user';
import { mailOutboxCall } from '@travel/contracts/notification/notification';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { trInput } from '../travel-request/tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };

/** Logs a demo account in with the UI language the web sends. */
async function loginIn(t: TestApp, userName: string, language: string): Promise<TestClient> {
  const c = t.anonymous();
  await c.ok(loginCall, { userName, password: 'Passw0rd!', language }, { lang: language });
  return c;
}

describe('mail in the member’s language', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => t.close());

  const mailsTo = async (address: string) => (await admin.ok(mailOutboxCall, { ...page, to: address })).list;

  it('keeps the language a member logs in with, and writes their approval mail in it', async () => {
    const employee = await loginIn(t, 'employee', 'en');
    const manager = await loginIn(t, 'manager', 'de');
    expect((await employee.ok(userDetailCall, {})).language).toBe('en');
    expect((await manager.ok(userDetailCall, {})).language).toBe('de');

    const { travelNO } = await employee.ok(trCreateCall, trInput(t.clock.today()));
    const [request] = await mailsTo('manager@demo.example.com');
    expect(request).toMatchObject({ subject: `Genehmigung erforderlich: Reiseantrag ${travelNO}` });
    expect(request!.body.startsWith('Hallo 王强,')).toBe(true);

    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    await manager.ok(taskApproveCall, { taskId: task.taskId, comment: 'Gute Reise' });
    const [decision] = await mailsTo('employee@demo.example.com');
    expect(decision).toMatchObject({ subject: `Approved: travel request ${travelNO}` });
    expect(decision!.body).toContain(`Your travel request ${travelNO} (Client visit) was approved by 王强.`);
  });

  it('follows a switch of the UI language', async () => {
    const employee = await loginIn(t, 'employee', 'en');
    await employee.ok(languageSaveCall, { language: 'ja' });
    expect((await employee.ok(userDetailCall, {})).language).toBe('ja');
    const manager = await t.login('manager');
    const { travelNO } = await employee.ok(trCreateCall, trInput(t.clock.today()));
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    await manager.ok(taskRejectCall, { taskId: task.taskId, comment: 'Not this week' });
    const [latest] = await mailsTo('employee@demo.example.com');
    expect(latest!.subject).toBe(`却下されました：出張申請 ${travelNO}`);
  });

  it('writes a deadline escalation to the travel manager in theirs', async () => {
    const employee = await loginIn(t, 'employee', 'en');
    await loginIn(t, 'admin', 'es');
    const { travelNO } = await employee.ok(trCreateCall, trInput(t.clock.today(), {}, 10));
    await t.anonymous().ok(clockAdvanceCall, { seconds: 49 * 3600 });
    // Sessions last 12 hours: the outbox is read by a fresh one.
    admin = await t.login('admin');
    const escalated = (await mailsTo('admin@demo.example.com')).find((m) => m.subject.includes(travelNO));
    expect(escalated?.subject).toBe(`Escalada a usted: solicitud de viaje ${travelNO}`);
  });

  it('a member who never chose reads the platform’s default language, and a login without a language keeps the choice', async () => {
    const notr = await t.login('notr');
    expect((await notr.ok(userDetailCall, {})).language).toBeNull();
    await loginIn(t, 'employee', 'de');
    const withoutLanguage = await t.login('employee');
    expect((await withoutLanguage.ok(userDetailCall, {})).language).toBe('de');
  });

  it('refuses a language that is not one of the eleven', async () => {
    const employee = await t.login('employee');
    const bad = await employee.call(languageSaveCall, { language: 'xx' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.resultCode).toBe('PARAM_ERROR');
  });
});
