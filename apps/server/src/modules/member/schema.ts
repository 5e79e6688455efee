import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@travel/contracts/platform/locales';
import { enterprises } from '../enterprise/schema';

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    userName: text('user_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    staffId: text('staff_id'),
    mobileCountryCode: text('mobile_country_code').notNull().default('86'),
    mobile: text('mobile'),
    departmentId: text('department_id'),
    role: text('role', { enum: ['employee', 'admin'] }).notNull().default('employee'),
    vip: boolean('vip').notNull().default(false),
    noTrBook: boolean('no_tr_book').notNull().default(false),
    iairNoTrBook: boolean('iair_no_tr_book').notNull().default(false),
    travelManager: boolean('travel_manager').notNull().default(false),
    travelLevel: text('travel_level'),
    cabinLevelLimit: integer('cabin_level_limit').notNull().default(2),
    roleList: jsonb('role_list').$type<number[]>().notNull().default([]),
    auditSubmitPermissionList: jsonb('audit_submit_permission_list').$type<string[]>().notNull().default([]),
    strategyPrivilege: text('strategy_privilege').notNull().default('yes'),
    birthday: text('birthday'),
    gender: text('gender'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** The member's default approver (travel requests and approvals build on it). */
    approverMemberId: text('approver_member_id'),
    /** The UI language the member last used (set at login and when switching); mail and notifications follow it. */
    language: text('language').$type<Locale>(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('members_user_name').on(t.userName),
    uniqueIndex('members_email').on(t.email),
    index('members_enterprise').on(t.enterpriseId),
  ],
);

export const passengers = pgTable(
  'passengers',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    ownerMemberId: text('owner_member_id').notNull().references(() => members.id),
    /** Set when the passenger is a member of the enterprise (the owner themself, or a colleague). */
    linkedMemberId: text('linked_member_id'),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    gender: text('gender').notNull(),
    birthday: text('birthday').notNull(),
    nationality: text('nationality').notNull().default('CN'),
    mobileCountryCode: text('mobile_country_code').notNull().default('86'),
    mobile: text('mobile'),
    email: text('email'),
    passengerType: text('passenger_type', { enum: ['ADT', 'CHD', 'INF'] }).notNull().default('ADT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passengers_owner').on(t.enterpriseId, t.ownerMemberId)],
);

export const passengerCertificates = pgTable(
  'passenger_certificates',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    passengerId: text('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    /** Copied from the passenger so that the database itself keeps one certificate on one passenger per list. */
    ownerMemberId: text('owner_member_id').notNull(),
    certType: integer('cert_type').notNull(),
    certNo: text('cert_no').notNull(),
    /** YYYYMMDD, as the spec stores it; shown YYYY-MM-DD. */
    expiryDate: text('expiry_date'),
    issuePlace: text('issue_place'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('passenger_certificates_passenger').on(t.passengerId),
    uniqueIndex('passenger_certificates_unique').on(t.enterpriseId, t.ownerMemberId, t.certType, t.certNo),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    ownerMemberId: text('owner_member_id').notNull().references(() => members.id),
    name: text('name').notNull(),
    mobileCountryCode: text('mobile_country_code').notNull().default('86'),
    mobile: text('mobile').notNull(),
    email: text('email'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contacts_owner').on(t.enterpriseId, t.ownerMemberId)],
);
