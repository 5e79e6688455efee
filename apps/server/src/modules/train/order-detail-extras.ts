import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { Db } from '../../platform/db/database';
import { listCostCentres, listProjects } from '../enterprise/enterprise-service';
import { orderInvoiceView } from '../invoice/invoice-service';
import { trainChanges, trainChangeTickets, trainOrders, trainRefunds, trainRefundTickets } from './schema';

type OrderRow = typeof trainOrders.$inferSelect;
type Trip = OrderDetail['tripList'][number];

/** The order's refunds and changes as the detail lists them (spec 3 refundChangeInfo), oldest first. */
export async function refundChangeInfo(db: Db, orderId: string): Promise<OrderDetail['refundChangeInfo']> {
  const [refunds, changes] = await Promise.all([db.select().from(trainRefunds).where(eq(trainRefunds.orderId, orderId)), db.select().from(trainChanges).where(eq(trainChanges.orderId, orderId))]);
  const [refundTickets, changeTickets] = await Promise.all([
    refunds.length ? db.select().from(trainRefundTickets).where(inArray(trainRefundTickets.refundId, refunds.map((r) => r.id))) : [],
    changes.length ? db.select().from(trainChangeTickets).where(inArray(trainChangeTickets.changeId, changes.map((c) => c.id))) : [],
  ]);
  const byTime = <T extends { createdAt: Date }>(a: T, b: T) => a.createdAt.getTime() - b.createdAt.getTime();
  return {
    refundList: refunds.sort(byTime).map((r) => ({
      refundId: r.id,
      refundStatus: r.status,
      operationStatus: r.operationStatus,
      channel: r.channel,
      ticketIdList: refundTickets.filter((x) => x.refundId === r.id).map((x) => x.ticketId),
      applyTime: r.createdAt.toISOString(),
      totalRefundPrice: { amount: r.totalRefundPrice, currency: r.currency },
    })),
    changeList: changes.sort(byTime).map((c) => {
      const mine = changeTickets.filter((x) => x.changeId === c.id);
      return { changeId: c.id, changeStatus: c.status, operationStatus: c.operationStatus, oldTicketIdList: mine.map((x) => x.oldTicketId), newTicketIdList: mine.map((x) => x.newTicketId), applyTime: c.createdAt.toISOString() };
    }),
  };
}

/**
 * The tickets still travelling in journey order. On a transfer (two booked trips) each carries its segment: 1 or 2,
 * and a ticket a change issued takes the segment of the ticket it replaced.
 */
export function trainSegments(tripList: readonly Trip[], changes: OrderDetail['refundChangeInfo']['changeList']): OrderDetail['trainSegmentList'] {
  const booked = tripList.filter((t) => t.changeId === null);
  const transfer = booked.length > 1;
  const tickets = tripList.flatMap((trip) => trip.ticketList.map((ticket) => ({ trip, ticket })));
  const seqOf = (ticketId: string): number | null => {
    const found = tickets.find((x) => x.ticket.ticketId === ticketId);
    if (!found) return null;
    if (found.trip.changeId === null) return booked.indexOf(found.trip) + 1;
    const change = changes.find((c) => c.newTicketIdList.includes(ticketId));
    const old = change?.oldTicketIdList[change.newTicketIdList.indexOf(ticketId)];
    return old ? seqOf(old) : null;
  };
  const replaced = (s: string) => s === 'CHANGED' || s === 'REFUNDED' || s === 'CANCELED' || s === 'ISSUE_FAILED';
  return tickets
    .filter((x) => !replaced(x.ticket.ticketStatus))
    .map(({ trip, ticket }) => ({
      segmentSeq: transfer ? seqOf(ticket.ticketId) : null,
      tripIndex: trip.tripIndex,
      ticketId: ticket.ticketId,
      passengerIndex: ticket.passengerIndex,
      trainNo: trip.trainNo,
      fromStationName: trip.fromStation.stationName,
      toStationName: trip.toStation.stationName,
      departureTime: trip.departureTime,
      arrivalTime: trip.arrivalTime,
      coachNo: ticket.coachNo,
      seatNo: ticket.seatNo,
      ticketStatus: ticket.ticketStatus,
    }))
    .sort((a, b) => a.departureTime.localeCompare(b.departureTime) || a.passengerIndex - b.passengerIndex);
}

/** Collected when every travelling ticket was collected (GOT), partly when some were. */
export function collectionStatusOf(segments: OrderDetail['trainSegmentList']): OrderDetail['orderBaseInfo']['collectionStatus'] {
  const got = segments.filter((s) => s.ticketStatus === 'GOT').length;
  return got === 0 ? 'NOT_COLLECTED' : got === segments.length ? 'COLLECTED' : 'PART_COLLECTED';
}

/** The cost centre and project the order is charged to, named in the reader's language (null once the enterprise removed them). */
export async function chargedTo(db: Db, o: OrderRow, locale: Locale) {
  const [centres, projects] = await Promise.all([o.costCentreId ? listCostCentres(db, o.enterpriseId, undefined, locale) : [], o.projectId ? listProjects(db, o.enterpriseId, undefined, locale) : []]);
  return { costCentre: centres.find((c) => c.costCentreId === o.costCentreId) ?? null, project: projects.find((p) => p.projectId === o.projectId) ?? null };
}

/** The order's invoice as the product-agnostic invoice module keeps it; train orders are not invoiced through it yet. */
export async function trainInvoice(db: Db, orderId: string): Promise<OrderDetail['invoice']> {
  return (await orderInvoiceView(db, 'TRAIN', orderId, null)).invoiceInfo;
}
