import { invoiceDetailCall, invoicePdfCall, invoiceSendCall, invoiceSupplyCall, invoiceTitleSearchCall } from '@travel/contracts/invoice/invoice';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { invoiceDetail, invoicePdf } from './invoice-detail';
import type { InvoiceSource } from './invoice-port';
import { resendInvoice } from './invoice-send';
import { supplyInvoice } from './invoice-supply';
import { searchInvoiceTitles } from './title-search';

/** The invoice calls (service `invoice`), over the products' invoice sources given at wiring. */
export function invoiceRoutes(sources: readonly InvoiceSource[]): Binding[] {
  return [
    handle(invoiceTitleSearchCall, async (ctx, input) => searchInvoiceTitles(ctx.db, actingMember(ctx), input)),
    handle(invoiceSupplyCall, async (ctx, input) => supplyInvoice(ctx.db, sources, actingMember(ctx), input, ctx.clock.now())),
    handle(invoiceSendCall, async (ctx, input) => resendInvoice(ctx.db, sources, actingMember(ctx), input, ctx.clock.now())),
    handle(invoiceDetailCall, async (ctx, input) => invoiceDetail(ctx.db, sources, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(invoicePdfCall, async (ctx, input) => invoicePdf(ctx.db, sources, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  ];
}
