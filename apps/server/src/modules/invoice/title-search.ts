import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { INVOICE_TITLE_SEARCH_SIZE, type InvoiceTitle, type invoiceTitleSearchCall } from '@travel/contracts/invoice/invoice';
import type { Db } from '../../platform/db/database';
import type { InvoiceScope } from './invoice-orders';
import { invoiceTitles } from './schema';

type Input = z.output<(typeof invoiceTitleSearchCall)['input']>;

/** A LIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * invoice/title/search (spec 7): the caller's enterprise's titles whose Chinese or English name contains the text;
 * an enterpriseID other than the caller's answers none (never another enterprise's titles).
 */
export async function searchInvoiceTitles(db: Db, scope: InvoiceScope, input: Input): Promise<{ list: InvoiceTitle[] }> {
  if (input.enterpriseID && input.enterpriseID !== scope.enterpriseId) return { list: [] };
  const name = input.companyName.trim();
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.enterpriseId, scope.enterpriseId), name ? or(ilike(invoiceTitles.titleName, containing(name)), ilike(invoiceTitles.titleNameEn, containing(name))) : undefined))
    .orderBy(asc(invoiceTitles.titleName), asc(invoiceTitles.id))
    .limit(INVOICE_TITLE_SEARCH_SIZE);
  return { list: rows.map((r) => ({ invoiceTitleID: r.id, titleName: r.titleName, titleNameEN: r.titleNameEn, taxNumber: r.taxNumber })) };
}
