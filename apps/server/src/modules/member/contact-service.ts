import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Contact, contactInputSchema } from '@travel/contracts/member/contact';
import { V } from '@travel/contracts/platform/patterns';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { maskEmail, maskMobile } from '../../platform/masking';
import { keepIfMasked } from './masked-input';
import type { Owner } from './passenger-service';
import { contacts } from './schema';

type ContactRow = typeof contacts.$inferSelect;

const ownedBy = (owner: Owner) =>
  and(eq(contacts.enterpriseId, owner.enterpriseId), eq(contacts.ownerMemberId, owner.memberId));

const toContact = (c: ContactRow): Contact => ({
  contactId: c.id,
  name: c.name,
  mobileCountryCode: c.mobileCountryCode,
  mobile: maskMobile(c.mobile) ?? '',
  email: maskEmail(c.email),
  isDefault: c.isDefault,
});

export async function listContacts(db: Db, owner: Owner): Promise<Contact[]> {
  const rows = await db.select().from(contacts).where(ownedBy(owner)).orderBy(desc(contacts.isDefault), asc(contacts.createdAt));
  return rows.map(toContact);
}

export async function getContactRow(db: Db, owner: Owner, contactId: string): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(and(ownedBy(owner), eq(contacts.id, contactId)));
  if (!row) throw notFound('contact');
  return row;
}

export async function getContact(db: Db, owner: Owner, contactId: string): Promise<Contact> {
  return toContact(await getContactRow(db, owner, contactId));
}

export async function saveContact(
  db: Db,
  owner: Owner,
  input: z.output<typeof contactInputSchema>,
  now: Date,
): Promise<{ contactId: string }> {
  return db.transaction(async (tx) => {
    const existing = input.contactId ? await getContactRow(tx, owner, input.contactId) : undefined;
    const values = {
      name: input.name,
      mobileCountryCode: input.mobileCountryCode,
      mobile: keepIfMasked(input.mobile, existing?.mobile, maskMobile, 'mobile', V.mobile)!,
      email: keepIfMasked(input.email, existing?.email, maskEmail, 'email', V.email),
      isDefault: input.isDefault,
      updatedAt: now,
    };
    // One default contact: choosing a new one clears the old.
    if (input.isDefault) await tx.update(contacts).set({ isDefault: false }).where(ownedBy(owner));
    const contactId = existing?.id ?? randomUUID();
    if (existing) await tx.update(contacts).set(values).where(and(ownedBy(owner), eq(contacts.id, contactId)));
    else await tx.insert(contacts).values({ ...values, id: contactId, enterpriseId: owner.enterpriseId, ownerMemberId: owner.memberId, createdAt: now });
    return { contactId };
  });
}

export async function deleteContact(db: Db, owner: Owner, contactId: string): Promise<void> {
  await getContactRow(db, owner, contactId);
  await db.delete(contacts).where(and(ownedBy(owner), eq(contacts.id, contactId)));
}
