import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Passenger, passengerInputSchema } from '@travel/contracts/member/passenger';
import type { Locale } from '@travel/contracts/platform/locales';
import { V } from '@travel/contracts/platform/patterns';
import type { z } from 'zod';
import { MemberError } from '@travel/contracts/member/errors';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, notFound } from '../../platform/errors';
import { maskCertNo, maskEmail, maskMobile } from '../../platform/masking';
import { countryNameOf } from '../common/country-names';
import { keepIfMasked } from './masked-input';
import { passengerCertificates, passengers } from './schema';

type PassengerRow = typeof passengers.$inferSelect;
type CertificateRow = typeof passengerCertificates.$inferSelect;
type PassengerSaveInput = z.output<typeof passengerInputSchema>;

/** Whose saved passengers: an enterprise and the member who keeps the list. */
export interface Owner {
  enterpriseId: string;
  memberId: string;
}

export const MAX_SAVED_PASSENGERS = 200;

const toWireDate = (yyyymmdd: string | null) =>
  yyyymmdd && /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}` : null;
const toStoredDate = (wire: string | null | undefined) => (wire ? wire.replaceAll('-', '') : null);

function passengerName(p: Pick<PassengerRow, 'familyName' | 'givenName'>): string {
  const cjk = /[\u3400-\u9fff]/.test(p.familyName + p.givenName);
  return cjk ? `${p.familyName}${p.givenName}` : `${p.familyName}/${p.givenName}`.toUpperCase();
}

async function toPassengers(db: Db, rows: PassengerRow[], owner: Owner, locale: Locale): Promise<Passenger[]> {
  if (rows.length === 0) return [];
  const certs = await db
    .select()
    .from(passengerCertificates)
    .where(
      and(
        eq(passengerCertificates.enterpriseId, owner.enterpriseId),
        inArray(
          passengerCertificates.passengerId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(passengerCertificates.sort));
  const byPassenger = new Map<string, CertificateRow[]>();
  for (const c of certs) byPassenger.set(c.passengerId, [...(byPassenger.get(c.passengerId) ?? []), c]);
  return Promise.all(
    rows.map(async (p) => ({
      passengerId: p.id,
      name: passengerName(p),
      familyName: p.familyName,
      givenName: p.givenName,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      nationalityName: await countryNameOf(db, p.nationality, locale),
      mobileCountryCode: p.mobileCountryCode,
      mobile: maskMobile(p.mobile),
      email: maskEmail(p.email),
      passengerType: p.passengerType,
      isSelf: p.linkedMemberId === owner.memberId,
      updateTime: p.updatedAt.toISOString(),
      certificateList: (byPassenger.get(p.id) ?? []).map((c) => ({
        certificateId: c.id,
        certType: c.certType,
        certNo: maskCertNo(c.certNo) ?? '',
        expiryDate: toWireDate(c.expiryDate),
        issuePlace: c.issuePlace,
      })),
    })),
  );
}

const ownedBy = (owner: Owner) =>
  and(eq(passengers.enterpriseId, owner.enterpriseId), eq(passengers.ownerMemberId, owner.memberId));

async function page(db: Db, owner: Owner, locale: Locale, where: ReturnType<typeof and>, pageIndex: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(passengers).where(where);
  const rows = await db
    .select()
    .from(passengers)
    .where(where)
    .orderBy(desc(sql`coalesce(${passengers.linkedMemberId} = ${owner.memberId}, false)`), desc(passengers.updatedAt), asc(passengers.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const totalSize = total?.n ?? 0;
  return {
    list: await toPassengers(db, rows, owner, locale),
    totalSize,
    pageIndex,
    totalPages: Math.ceil(totalSize / pageSize),
  };
}

export function listPassengers(db: Db, owner: Owner, locale: Locale, input: { pageIndex: number; pageSize: number }) {
  return page(db, owner, locale, ownedBy(owner), input.pageIndex, input.pageSize);
}

export function searchPassengers(
  db: Db,
  owner: Owner,
  locale: Locale,
  input: { keyword: string; pageIndex: number; pageSize: number },
) {
  const like = `%${input.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    ownedBy(owner),
    input.keyword
      ? sql`(${passengers.familyName} || ${passengers.givenName} ilike ${like}
          or ${passengers.familyName} || '/' || ${passengers.givenName} ilike ${like}
          or ${passengers.givenName} || ' ' || ${passengers.familyName} ilike ${like}
          or ${passengers.mobile} like ${like}
          or exists (select 1 from ${passengerCertificates} c where c.passenger_id = ${passengers.id} and c.cert_no ilike ${like}))`
      : undefined,
  );
  return page(db, owner, locale, where, input.pageIndex, input.pageSize);
}

export async function getPassengerRow(db: Db, owner: Owner, passengerId: string): Promise<PassengerRow> {
  const [row] = await db
    .select()
    .from(passengers)
    .where(and(ownedBy(owner), eq(passengers.id, passengerId)));
  if (!row) throw notFound('passenger');
  return row;
}

export async function getPassenger(db: Db, owner: Owner, locale: Locale, passengerId: string): Promise<Passenger> {
  const [p] = await toPassengers(db, [await getPassengerRow(db, owner, passengerId)], owner, locale);
  return p!;
}

export async function getCertificateRows(db: Db, enterpriseId: string, passengerId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(passengerCertificates)
    .where(and(eq(passengerCertificates.enterpriseId, enterpriseId), eq(passengerCertificates.passengerId, passengerId)));
}

/** Adds or edits a passenger and replaces its certificates, all in one transaction. */
export async function savePassenger(db: Db, owner: Owner, input: PassengerSaveInput, now: Date): Promise<{ passengerId: string }> {
  return db.transaction(async (tx) => {
    const existing = input.passengerId ? await getPassengerRow(tx, owner, input.passengerId) : undefined;
    const oldCerts = existing ? await getCertificateRows(tx, owner.enterpriseId, existing.id) : [];
    if (!existing) {
      const [n] = await tx.select({ n: count() }).from(passengers).where(ownedBy(owner));
      if ((n?.n ?? 0) >= MAX_SAVED_PASSENGERS) throw new AppError(MemberError.PASSENGER_LIMIT, { count: MAX_SAVED_PASSENGERS });
    }
    const certificates = input.certificateList.map((c, i) => {
      const old = c.certificateId ? oldCerts.find((o) => o.id === c.certificateId) : undefined;
      if (c.certificateId && !old) throw notFound('certificate');
      const certNo = keepIfMasked(c.certNo, old?.certNo, maskCertNo, `certificateList.${i}.certNo`, V.certNo)!;
      return { id: old?.id ?? randomUUID(), certType: c.certType, certNo: certNo.toUpperCase(), expiryDate: toStoredDate(c.expiryDate), issuePlace: c.issuePlace ?? null, sort: i };
    });
    const seen = new Set<string>();
    for (const c of certificates) {
      const key = `${c.certType}:${c.certNo}`;
      if (seen.has(key)) throw new AppError(MemberError.DUPLICATE_CERTIFICATE);
      seen.add(key);
    }
    await assertCertificatesFree(tx, owner, certificates, existing?.id);
    const values = {
      familyName: input.familyName,
      givenName: input.givenName,
      gender: input.gender,
      birthday: input.birthday,
      nationality: input.nationality,
      mobileCountryCode: input.mobileCountryCode,
      mobile: keepIfMasked(input.mobile, existing?.mobile, maskMobile, 'mobile', V.mobile),
      email: keepIfMasked(input.email, existing?.email, maskEmail, 'email', V.email),
      passengerType: input.passengerType,
      updatedAt: now,
    };
    const passengerId = existing?.id ?? randomUUID();
    if (existing) {
      await tx.update(passengers).set(values).where(and(ownedBy(owner), eq(passengers.id, passengerId)));
      await tx.delete(passengerCertificates).where(eq(passengerCertificates.passengerId, passengerId));
    } else {
      await tx.insert(passengers).values({
        ...values,
        id: passengerId,
        enterpriseId: owner.enterpriseId,
        ownerMemberId: owner.memberId,
        createdAt: now,
      });
    }
    await tx
      .insert(passengerCertificates)
      .values(certificates.map((c) => ({ ...c, enterpriseId: owner.enterpriseId, ownerMemberId: owner.memberId, passengerId })));
    return { passengerId };
  }).catch((err: unknown) => {
    // Two saves racing with the same certificate: the unique index decides, the loser gets the same answer as a check.
    if (isUniqueViolation(err)) throw new AppError(MemberError.DUPLICATE_CERTIFICATE);
    throw err;
  });
}

/** One person, one entry: the same certificate may not stand on two of a member's passengers. */
async function assertCertificatesFree(db: Db, owner: Owner, certs: { certType: number; certNo: string }[], selfId?: string) {
  for (const c of certs) {
    const [clash] = await db
      .select({ id: passengers.id })
      .from(passengerCertificates)
      .innerJoin(passengers, eq(passengers.id, passengerCertificates.passengerId))
      .where(
        and(
          ownedBy(owner),
          eq(passengerCertificates.certType, c.certType),
          eq(passengerCertificates.certNo, c.certNo),
          selfId ? sql`${passengers.id} <> ${selfId}` : undefined,
        ),
      )
      .limit(1);
    if (clash) throw new AppError(MemberError.DUPLICATE_CERTIFICATE);
  }
}

export async function deletePassenger(db: Db, owner: Owner, passengerId: string): Promise<void> {
  await getPassengerRow(db, owner, passengerId);
  await db.delete(passengers).where(and(ownedBy(owner), eq(passengers.id, passengerId)));
}
