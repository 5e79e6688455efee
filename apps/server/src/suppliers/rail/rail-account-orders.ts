import { eq, sql } from 'drizzle-orm';
import type { SmsGateway } from '../../modules/notification/sms-port';
import type { RailAccountOrder } from '../../modules/rail-account/rail-account-port';
import type { RailSupplier, SeatClass } from '../../modules/train/rail-port';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { DEMO_OUTSIDE_ORDERS } from './rail-account-demo';
import { addDays, localDate } from './rail-time';
import { railAccountOrders, railAccountPassengers, railAccounts } from './schema';

type OrderRow = typeof railAccountOrders.$inferSelect;

/**
 * The railway's own sales to account holders (its app, its counters): each order is a hold of the rail sandbox,
 * confirmed, so its seats are gone from the inventory as any sold seat is; the railway texts the order number.
 */
export function createRailAccountOrders(opts: { clock: Clock; db: Db; sms: SmsGateway; rail?: RailSupplier }) {
  const { clock, db, sms, rail } = opts;
  let seeding: Promise<void> | null = null;

  /** The order as the railway shows it: the hold's places (refunds included) with who travels on each. */
  async function view(row: OrderRow): Promise<RailAccountOrder | null> {
    const hold = rail ? await rail.getHold(row.holdId) : null;
    if (!hold || !hold.eOrderNo) return null;
    return {
      eOrderNo: row.eOrderNo,
      trainNo: hold.trainNo,
      departureDate: hold.departureDate,
      fromTelecode: hold.fromTelecode,
      toTelecode: hold.toTelecode,
      departureTime: hold.departureTime,
      arrivalTime: hold.arrivalTime,
      orderedAt: row.orderedAt.toISOString(),
      tickets: hold.seats.map((seat) => {
        const p = row.passengers[seat.index]!;
        return { index: seat.index, ...p, gender: p.gender as 'M' | 'F', passengerType: p.passengerType as 'ADULT' | 'CHILD' | 'STUDENT', seatClass: seat.seatClass, coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth, price: seat.price.amount, ticketNo: seat.ticketNo, status: seat.status };
      }),
    };
  }

  /** Buys one order at the railway for an account's passengers: hold, confirm, keep, text. Retried by its key. */
  async function buy(o: (typeof DEMO_OUTSIDE_ORDERS)[number]): Promise<void> {
    if (!rail) return;
    const idempotencyKey = `outside:${o.key}`;
    const [done] = await db.select({ k: railAccountOrders.idempotencyKey }).from(railAccountOrders).where(eq(railAccountOrders.idempotencyKey, idempotencyKey));
    if (done) return;
    const [account] = await db.select().from(railAccounts).where(eq(railAccounts.id, o.accountId));
    if (!account) return;
    const people = (await db.select().from(railAccountPassengers).where(eq(railAccountPassengers.accountId, account.id))).sort((a, b) => Number(b.self) - Number(a.self) || a.createdAt.getTime() - b.createdAt.getTime());
    const travellers = o.passengers.map((i) => people[i]!).filter(Boolean);
    const date = addDays(localDate(clock.now().getTime()), o.daysAhead);
    const [sections] = await rail.findTrains([{ fromTelecodes: [o.from], toTelecodes: [o.to], departureDate: date }]);
    const seatClass = o.seatClass as SeatClass;
    const section = (sections ?? []).find((s) => s.saleStatus === 'onSale' && Number(s.departureTime.slice(11, 13)) >= 8 && s.seats.some((x) => x.seatClass === seatClass && x.seatRemain >= travellers.length));
    if (!section) return;
    const hold = await rail.holdSeats({ trainNo: section.trainNo, departureDate: section.departureDate, fromTelecode: section.fromTelecode, toTelecode: section.toTelecode, passengers: travellers.map(() => ({ seatClass })), idempotencyKey, orderRef: `12306:${account.accountName}` });
    const issued = await rail.confirmHold(hold.holdId);
    const passengers = travellers.map((p) => ({ familyName: p.familyName, givenName: p.givenName, idNumber: p.idNumber, birthday: p.birthday, gender: p.gender, nationality: p.nationality, idExpiredDate: p.idExpiredDate, passengerType: p.passengerType }));
    await db.insert(railAccountOrders).values({ eOrderNo: issued.eOrderNo!, accountId: account.id, holdId: issued.holdId, idempotencyKey, passengers, orderedAt: clock.now() }).onConflictDoNothing();
    const text = `【铁路12306】订单${issued.eOrderNo}，${issued.trainNo}次 ${issued.departureDate} ${issued.departureTime.slice(11, 16)}开，已购票成功。Order ${issued.eOrderNo}: train ${issued.trainNo} on ${issued.departureDate} is ticketed.`;
    await sms.send({ to: account.mobile, sender: '12306', text, idempotencyKey: `order:${issued.eOrderNo}` });
  }

  /** The demo holders' own purchases, made once per database (a purchase the railway refuses now is tried again later). */
  function ensureSeeded(): Promise<void> {
    seeding ??= (async () => {
      for (const o of DEMO_OUTSIDE_ORDERS) await buy(o).catch(() => undefined);
    })().finally(() => {
      seeding = null;
    });
    return seeding;
  }

  return {
    async ofAccount(accountId: string): Promise<RailAccountOrder[]> {
      await ensureSeeded();
      const rows = await db.select().from(railAccountOrders).where(eq(railAccountOrders.accountId, accountId));
      const views = await Promise.all(rows.sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime() || b.eOrderNo.localeCompare(a.eOrderNo)).map(view));
      return views.filter((v): v is RailAccountOrder => v !== null);
    },
    async find(eOrderNo: string, idNumber: string): Promise<RailAccountOrder | null> {
      await ensureSeeded();
      const [row] = await db.select().from(railAccountOrders).where(eq(railAccountOrders.eOrderNo, eOrderNo.toUpperCase()));
      if (!row || !row.passengers.some((p) => p.idNumber.toUpperCase() === idNumber.trim().toUpperCase())) return null;
      return view(row);
    },
  };
}

/** Counts a sale through the account on its local day; the sale reaching `after` flags the account for the next one. */
export async function countSale(db: Db, accountId: string, now: Date, after: number): Promise<void> {
  const day = localDate(now.getTime());
  // One statement: racing sales each count, and the one reaching the limit flags the account.
  await db
    .update(railAccounts)
    .set({
      saleCount: sql`case when ${railAccounts.saleDay} = ${day} then ${railAccounts.saleCount} + 1 else 1 end`,
      saleDay: day,
      riskSmsRequired: sql`${railAccounts.riskSmsRequired} or (case when ${railAccounts.saleDay} = ${day} then ${railAccounts.saleCount} + 1 else 1 end) >= ${after}`,
    })
    .where(eq(railAccounts.id, accountId));
}
