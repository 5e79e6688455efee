import type { InvoiceRefusalReason } from '@travel/contracts/invoice/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';

/** An order as the invoice sees it: whose it is, what it charged and whether it may be invoiced now. */
export interface InvoiceOrderFacts {
  product: Product;
  orderId: string;
  enterpriseId: string;
  memberId: string;
  /** what the order charged through us (company and traveller parts), CNY minor units */
  amount: number;
  currency: 'CNY';
  /** null: may be invoiced now; otherwise why not */
  refusal: InvoiceRefusalReason | null;
  /** the invoice's item line in a language (what was bought: the service, the product's name, the dates) */
  itemName(locale: Locale): string;
}

/**
 * What a product gives the invoice module: the facts of one of its orders by id, whoever asks (the invoice module
 * checks the caller's enterprise and member against them); null when the product has no such order.
 */
export interface InvoiceSource {
  product: Product;
  orderFacts(db: Db, orderId: string): Promise<InvoiceOrderFacts | null>;
}
