import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RAIL_CODE_RULES } from '@travel/contracts/train/account';
import type { SmsGateway } from '../../modules/notification/sms-port';
import { RailAccountSupplierError, type RailAccountPassenger, type RailAccountSupplier, type RailChallenge, type RailChallengeScene, type RailSession } from '../../modules/rail-account/rail-account-port';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { RailSupplier } from '../../modules/train/rail-port';
import { DEMO_RAIL_ACCOUNTS, DEMO_RAIL_PASSWORD_HASH } from './rail-account-demo';
import { countSale, createRailAccountOrders } from './rail-account-orders';
import { railAccountChallenges, railAccountClients, railAccountPassengers, railAccounts, railAccountSessions } from './schema';

/** The railway's rules for its codes and logins. */
export const RAIL_ACCOUNT_RULES = { ...RAIL_CODE_RULES, sessionDays: 7 } as const;

/** Risk control: after this many sales through one account in a day, the next asks for a texted code (RAIL_RISK_SMS_AFTER). */
export function riskSmsAfterSales(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.RAIL_RISK_SMS_AFTER ?? 20);
  return Number.isInteger(n) && n > 0 ? n : 20;
}

type Challenge = typeof railAccountChallenges.$inferSelect;
type Account = typeof railAccounts.$inferSelect;
const fail = (code: ConstructorParameters<typeof RailAccountSupplierError>[0], detail?: ConstructorParameters<typeof RailAccountSupplierError>[1]) => new RailAccountSupplierError(code, detail);
const codeHash = (ticket: string, code: string) => createHash('sha256').update(`${ticket}:${code}`).digest('hex');
const newId = (p: string) => `${p}${randomUUID().replace(/-/g, '').slice(0, 20)}`;
const plusMs = (d: Date, ms: number) => new Date(d.getTime() + ms);

/**
 * The sandbox railway's account system: accounts, their passengers and sessions in its own tables, codes texted
 * through the SMS sandbox (sender 12306). Its demo accounts are stored at start (ensureDemoRailAccounts).
 */
export function createRailAccountSandbox(opts: { clock: Clock; db: Db; sms: SmsGateway; rail?: RailSupplier; riskSmsAfterSales?: number }): RailAccountSupplier {
  const { clock, db, sms } = opts;
  const outside = createRailAccountOrders(opts);
  const riskAfter = opts.riskSmsAfterSales ?? riskSmsAfterSales();
  const view = (c: Challenge): RailChallenge => ({
    ticket: c.ticket,
    scene: c.scene as RailChallengeScene,
    accountName: c.accountName,
    mobile: c.codeHash ? c.mobile : null,
    expiresAt: c.expiresAt.toISOString(),
    resendAfter: plusMs(c.sentAt, RAIL_ACCOUNT_RULES.resendSeconds * 1000).toISOString(),
    needCode: c.codeHash !== null,
    needIdNumber: c.needIdNumber,
    needNewPassword: c.needNewPassword,
  });

  const text = (code: string) => `【铁路12306】验证码：${code}，${RAIL_ACCOUNT_RULES.codeMinutes}分钟内有效，请勿泄露。Your 12306 code is ${code}, valid for ${RAIL_ACCOUNT_RULES.codeMinutes} minutes.`;

  /** Opens a challenge (texting its code when it has one); a retried call with the same key answers the first. */
  async function open(c: { scene: RailChallengeScene; accountName: string; accountId?: string; passengerId?: string; clientRef: string; mobile: string | null; withCode: boolean; textLater?: boolean; needIdNumber?: boolean; needNewPassword?: boolean; payload?: unknown; idempotencyKey: string }): Promise<RailChallenge> {
    const [earlier] = await db.select().from(railAccountChallenges).where(eq(railAccountChallenges.idempotencyKey, c.idempotencyKey));
    if (earlier) return view(earlier);
    const now = clock.now();
    const ticket = newId('rt_');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await db
      .insert(railAccountChallenges)
      .values({
        ticket,
        scene: c.scene,
        accountName: c.accountName,
        accountId: c.accountId ?? null,
        passengerId: c.passengerId ?? null,
        clientRef: c.clientRef,
        mobile: c.mobile,
        codeHash: c.withCode ? codeHash(ticket, code) : null,
        needIdNumber: c.needIdNumber ?? false,
        needNewPassword: c.needNewPassword ?? false,
        payload: c.payload ?? null,
        // Texted later (RISK_SMS): nothing sent yet, so the first send may go at once.
        sentAt: c.textLater ? plusMs(now, -RAIL_ACCOUNT_RULES.resendSeconds * 1000) : now,
        sends: c.textLater ? 0 : 1,
        expiresAt: plusMs(now, RAIL_ACCOUNT_RULES.codeMinutes * 60_000),
        idempotencyKey: c.idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return view((await db.select().from(railAccountChallenges).where(eq(railAccountChallenges.idempotencyKey, c.idempotencyKey)))[0]!);
    if (c.withCode && c.mobile && !c.textLater) await sms.send({ to: c.mobile, sender: '12306', text: text(code), idempotencyKey: `${ticket}:1` });
    return view(row);
  }

  async function accountByName(name: string): Promise<Account | undefined> {
    const [a] = await db.select().from(railAccounts).where(eq(railAccounts.accountName, name.toLowerCase()));
    return a;
  }

  async function startSession(account: Account, clientRef: string, idempotencyKey: string | null): Promise<RailSession> {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = plusMs(clock.now(), RAIL_ACCOUNT_RULES.sessionDays * 86_400_000);
    await db.insert(railAccountSessions).values({ token, accountId: account.id, clientRef, idempotencyKey, expiresAt });
    return sessionView(account, token, expiresAt);
  }

  async function liveSession(token: string): Promise<{ account: Account; session: typeof railAccountSessions.$inferSelect }> {
    const [row] = await db
      .select({ s: railAccountSessions, a: railAccounts })
      .from(railAccountSessions)
      .innerJoin(railAccounts, eq(railAccounts.id, railAccountSessions.accountId))
      .where(and(eq(railAccountSessions.token, token), isNull(railAccountSessions.endedAt), gt(railAccountSessions.expiresAt, clock.now())));
    if (!row) throw fail('SESSION_INVALID');
    return { account: row.a, session: row.s };
  }

  return {
    async login(req) {
      const [again] = await db.select().from(railAccountSessions).where(eq(railAccountSessions.idempotencyKey, req.idempotencyKey));
      if (again) return { session: (await this.session(again.token)) };
      const account = await accountByName(req.accountName);
      // An unknown name answers like a wrong password: the railway does not say which names exist.
      if (!account) {
        await verifyPassword(req.password, DUMMY_HASH);
        throw fail('PASSWORD_ERROR');
      }
      if (account.status === 'LOCKED') throw fail('LOCKED');
      if (!(await verifyPassword(req.password, account.passwordHash))) {
        const [after] = await db
          .update(railAccounts)
          .set({ failedLogins: account.failedLogins + 1, status: account.failedLogins + 1 >= RAIL_ACCOUNT_RULES.passwordTries ? 'LOCKED' : 'ACTIVE' })
          .where(eq(railAccounts.id, account.id))
          .returning();
        if (after!.status === 'LOCKED') throw fail('LOCKED');
        throw fail('PASSWORD_ERROR', { remainingTries: RAIL_ACCOUNT_RULES.passwordTries - after!.failedLogins });
      }
      if (account.failedLogins > 0) await db.update(railAccounts).set({ failedLogins: 0 }).where(eq(railAccounts.id, account.id));
      if (account.risk === 'FACE') throw fail('FACE_REQUIRED');
      const [known] = await db.select().from(railAccountClients).where(and(eq(railAccountClients.accountId, account.id), eq(railAccountClients.clientRef, req.clientRef)));
      if (known) return { session: await startSession(account, req.clientRef, req.idempotencyKey) };
      const base = { accountName: account.accountName, accountId: account.id, clientRef: req.clientRef, idempotencyKey: req.idempotencyKey };
      if (account.risk === 'IDCARD') return { challenge: await open({ ...base, scene: 'RISK', mobile: null, withCode: false, needIdNumber: true }) };
      if (account.risk === 'IDENTITY') return { challenge: await open({ ...base, scene: 'LOGIN_IDENTITY', mobile: account.mobile, withCode: true, needIdNumber: true }) };
      return { challenge: await open({ ...base, scene: 'LOGIN', mobile: account.mobile, withCode: true }) };
    },

    async register(req) {
      if (await accountByName(req.accountName)) throw fail('NAME_TAKEN');
      const [holder] = await db.select({ id: railAccounts.id }).from(railAccounts).where(eq(railAccounts.mobile, req.mobile));
      if (holder) throw fail('MOBILE_REGISTERED');
      const payload = { ...req, password: undefined, clientRef: undefined, idempotencyKey: undefined, passwordHash: await hashPassword(req.password) };
      return open({ scene: 'REGISTER', accountName: req.accountName.toLowerCase(), clientRef: req.clientRef, mobile: req.mobile, withCode: true, payload, idempotencyKey: req.idempotencyKey });
    },

    async startPasswordReset(req) {
      const account = await accountByName(req.accountName);
      if (!account || account.mobile !== req.mobile) throw fail('ACCOUNT_NOT_FOUND');
      return open({ scene: 'RESET', accountName: account.accountName, accountId: account.id, clientRef: req.clientRef, mobile: account.mobile, withCode: true, needNewPassword: true, idempotencyKey: req.idempotencyKey });
    },

    async startUnlock(req) {
      const account = await accountByName(req.accountName);
      if (!account) throw fail('ACCOUNT_NOT_FOUND');
      if (account.status !== 'LOCKED') throw fail('NOT_LOCKED');
      return open({ scene: 'UNLOCK', accountName: account.accountName, accountId: account.id, clientRef: req.clientRef, mobile: account.mobile, withCode: true, idempotencyKey: req.idempotencyKey });
    },

    async startPassengerVerify(req) {
      const { account, session } = await liveSession(req.token);
      const [p] = await db.select().from(railAccountPassengers).where(and(eq(railAccountPassengers.id, req.passengerId), eq(railAccountPassengers.accountId, account.id)));
      if (!p) throw fail('PASSENGER_NOT_FOUND');
      if (p.verifyStatus === 'VERIFIED') throw fail('PASSENGER_VERIFIED');
      return open({ scene: 'PASSENGER', accountName: account.accountName, accountId: account.id, passengerId: p.id, clientRef: session.clientRef, mobile: p.mobile ?? account.mobile, withCode: true, idempotencyKey: req.idempotencyKey });
    },

    async resendCode(req) {
      const [c] = await db.select().from(railAccountChallenges).where(and(eq(railAccountChallenges.ticket, req.ticket), eq(railAccountChallenges.clientRef, req.clientRef)));
      if (!c || c.doneAt || !c.codeHash || !c.mobile) throw fail('CHALLENGE_NOT_FOUND');
      if (c.lastSendKey === req.idempotencyKey) return view(c);
      const now = clock.now();
      const resendAfter = plusMs(c.sentAt, RAIL_ACCOUNT_RULES.resendSeconds * 1000);
      if (now < resendAfter) throw fail('CODE_TOO_SOON', { resendAfter: resendAfter.toISOString() });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Only the row still at this send moves: two resends at once text one code.
      const [row] = await db
        .update(railAccountChallenges)
        .set({ codeHash: codeHash(c.ticket, code), sentAt: now, expiresAt: plusMs(now, RAIL_ACCOUNT_RULES.codeMinutes * 60_000), attempts: 0, sends: c.sends + 1, lastSendKey: req.idempotencyKey })
        .where(and(eq(railAccountChallenges.ticket, c.ticket), eq(railAccountChallenges.sends, c.sends)))
        .returning();
      if (!row) throw fail('CODE_TOO_SOON', { resendAfter: plusMs(now, RAIL_ACCOUNT_RULES.resendSeconds * 1000).toISOString() });
      await sms.send({ to: c.mobile, sender: '12306', text: text(code), idempotencyKey: `${c.ticket}:${row.sends}` });
      return view(row);
    },

    async completeChallenge(req) {
      const [c] = await db.select().from(railAccountChallenges).where(and(eq(railAccountChallenges.ticket, req.ticket), eq(railAccountChallenges.clientRef, req.clientRef)));
      if (!c) throw fail('CHALLENGE_NOT_FOUND');
      const scene = c.scene as RailChallengeScene;
      if (c.doneAt) return { scene, accountName: c.accountName, session: c.sessionToken ? await this.session(c.sessionToken) : null };
      const now = clock.now();
      if (c.attempts >= RAIL_ACCOUNT_RULES.codeTries) throw fail('CODE_TRIES_EXCEEDED');
      if (now >= c.expiresAt) throw fail('CODE_EXPIRED');
      const account = c.accountId ? (await db.select().from(railAccounts).where(eq(railAccounts.id, c.accountId)))[0] : undefined;
      const codeOk = !c.codeHash || (req.code !== undefined && codeHash(c.ticket, req.code) === c.codeHash);
      const idOk = !c.needIdNumber || (account !== undefined && req.idNumber?.toUpperCase() === account.idNumber.toUpperCase());
      if (!codeOk || !idOk) {
        // Counted whatever follows: the try is the railway's, and it stays counted.
        const [after] = await db.update(railAccountChallenges).set({ attempts: c.attempts + 1 }).where(eq(railAccountChallenges.ticket, c.ticket)).returning();
        const remainingTries = RAIL_ACCOUNT_RULES.codeTries - after!.attempts;
        if (remainingTries <= 0) throw fail('CODE_TRIES_EXCEEDED');
        throw fail(codeOk ? 'IDENTITY_MISMATCH' : 'CODE_WRONG', { remainingTries });
      }
      if (c.needNewPassword && !req.newPassword) throw fail('CODE_WRONG', { remainingTries: RAIL_ACCOUNT_RULES.codeTries - c.attempts });
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx.update(railAccountChallenges).set({ doneAt: now }).where(and(eq(railAccountChallenges.ticket, c.ticket), isNull(railAccountChallenges.doneAt))).returning();
        if (!claimed) return null;
        if (scene === 'REGISTER') {
          const p = c.payload as { accountName: string; passwordHash: string; familyName: string; givenName: string; idNumber: string; mobile: string; birthday: string; gender: 'M' | 'F' };
          const id = newId('ra_');
          const made = await tx
            .insert(railAccounts)
            .values({ id, accountName: p.accountName.toLowerCase(), passwordHash: p.passwordHash, familyName: p.familyName, givenName: p.givenName, idNumber: p.idNumber, mobile: p.mobile, status: 'ACTIVE', risk: null, createdAt: now })
            .onConflictDoNothing()
            .returning();
          if (made.length === 0) throw fail('NAME_TAKEN');
          const expires = `${Number(now.toISOString().slice(0, 4)) + 10}${now.toISOString().slice(4, 10)}`;
          await tx.insert(railAccountPassengers).values({ id: newId('rp_'), accountId: id, familyName: p.familyName, givenName: p.givenName, birthday: p.birthday, gender: p.gender, nationality: 'CN', idNumber: p.idNumber, idExpiredDate: expires, mobile: p.mobile, passengerType: 'ADULT', verifyStatus: 'VERIFIED', self: true, createdAt: now });
          // The client that registered is known to the railway: its first login asks for no code.
          await tx.insert(railAccountClients).values({ accountId: id, clientRef: c.clientRef, verifiedAt: now }).onConflictDoNothing();
        }
        if (scene === 'RESET' && account) {
          await tx.update(railAccounts).set({ passwordHash: await hashPassword(req.newPassword!), status: 'ACTIVE', failedLogins: 0 }).where(eq(railAccounts.id, account.id));
          await tx.update(railAccountSessions).set({ endedAt: now }).where(and(eq(railAccountSessions.accountId, account.id), isNull(railAccountSessions.endedAt)));
        }
        if (scene === 'UNLOCK' && account) await tx.update(railAccounts).set({ status: 'ACTIVE', failedLogins: 0 }).where(eq(railAccounts.id, account.id));
        if (scene === 'RISK_SMS' && account) await tx.update(railAccounts).set({ riskSmsRequired: false, saleCount: 0 }).where(eq(railAccounts.id, account.id));
        if (scene === 'PASSENGER' && c.passengerId) await tx.update(railAccountPassengers).set({ verifyStatus: 'VERIFIED' }).where(eq(railAccountPassengers.id, c.passengerId));
        if ((scene === 'LOGIN' || scene === 'LOGIN_IDENTITY' || scene === 'RISK') && account) {
          await tx.insert(railAccountClients).values({ accountId: account.id, clientRef: c.clientRef, verifiedAt: now }).onConflictDoNothing();
          const token = randomBytes(24).toString('base64url');
          await tx.insert(railAccountSessions).values({ token, accountId: account.id, clientRef: c.clientRef, idempotencyKey: null, expiresAt: plusMs(now, RAIL_ACCOUNT_RULES.sessionDays * 86_400_000) });
          await tx.update(railAccountChallenges).set({ sessionToken: token }).where(eq(railAccountChallenges.ticket, c.ticket));
          return token;
        }
        return '';
      });
      if (done === null) return this.completeChallenge(req);
      return { scene, accountName: c.accountName, session: done ? await this.session(done) : null };
    },

    async session(token) {
      const { account, session } = await liveSession(token);
      return sessionView(account, token, session.expiresAt);
    },

    async logout(token) {
      await db.update(railAccountSessions).set({ endedAt: clock.now() }).where(and(eq(railAccountSessions.token, token), isNull(railAccountSessions.endedAt)));
    },

    async orders(token) {
      const { account } = await liveSession(token);
      return outside.ofAccount(account.id);
    },

    findOrder: (req) => outside.find(req.eOrderNo, req.idNumber),

    async saleCheck(req) {
      const { account, session } = await liveSession(req.token);
      if (account.riskSmsRequired) {
        return open({ scene: 'RISK_SMS', accountName: account.accountName, accountId: account.id, clientRef: session.clientRef, mobile: account.mobile, withCode: true, textLater: true, idempotencyKey: req.idempotencyKey });
      }
      await countSale(db, account.id, clock.now(), riskAfter);
      return null;
    },

    async passengers(token) {
      const { account } = await liveSession(token);
      const rows = await db.select().from(railAccountPassengers).where(eq(railAccountPassengers.accountId, account.id));
      return rows
        .sort((a, b) => Number(b.self) - Number(a.self) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map(
          (r): RailAccountPassenger => ({
            passengerId: r.id,
            familyName: r.familyName,
            givenName: r.givenName,
            birthday: r.birthday,
            gender: r.gender as 'M' | 'F',
            nationality: r.nationality,
            idType: 'PASSPORT',
            idNumber: r.idNumber,
            placeOfIssue: r.nationality,
            idExpiredDate: r.idExpiredDate,
            mobile: r.mobile,
            passengerType: r.passengerType as RailAccountPassenger['passengerType'],
            verifyStatus: r.verifyStatus as RailAccountPassenger['verifyStatus'],
            self: r.self,
          }),
        );
    },
  };
}

const sessionView = (a: Account, token: string, expiresAt: Date): RailSession => ({ token, accountName: a.accountName, familyName: a.familyName, givenName: a.givenName, mobile: a.mobile, expiresAt: expiresAt.toISOString() });

/** The sandbox railway's demo accounts, stored at start once per database (as the network is): the railway's own state. */
export async function ensureDemoRailAccounts(db: Db, now: Date) {
  for (const demo of DEMO_RAIL_ACCOUNTS) {
    const [made] = await db
      .insert(railAccounts)
      .values({ id: demo.id, accountName: demo.accountName, passwordHash: DEMO_RAIL_PASSWORD_HASH, familyName: demo.familyName, givenName: demo.givenName, idNumber: demo.idNumber, mobile: demo.mobile, status: 'ACTIVE', risk: demo.risk, riskSmsRequired: 'riskSmsRequired' in demo && demo.riskSmsRequired === true, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!made) continue;
    await db
      .insert(railAccountPassengers)
      .values(demo.passengers.map((p, i) => ({ ...p, id: `${demo.id}_p${i + 1}`, accountId: demo.id, createdAt: new Date(now.getTime() + i) })))
      .onConflictDoNothing();
  }
}
