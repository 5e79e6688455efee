import { boolean, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrStatus } from '@travel/contracts/travel-request/travel-request';

export interface StoredTraveller {
  travellerId: string;
  travellerName: string;
  travellerType: 'ADT' | 'CHD' | 'INF';
  memberId: string | null;
  passengerId: string | null;
}

export interface StoredAddAttr {
  trainHighestStandard?: string;
  occupyStatus?: string;
  noLimit?: boolean;
  travellerId?: string;
}

/** Cities are kept by id; their names are given in the reader's language when read. */
export interface StoredLeg {
  tripId: string;
  departureCityId: string;
  arriveCityId: string;
  beginDate: string;
  endDate: string;
  addAttrList: StoredAddAttr[];
}

export interface StoredGroup {
  groupId: string;
  travellerIdList: string[];
  itineraryList: StoredLeg[];
}

export interface StoredDestination {
  destinationId: string;
  cityId: string;
  countryId: string;
  beginDate: string;
  endDate: string;
}

export interface ExceedApplication {
  exceedStandardReason: string;
  travellerList: {
    travellerId: string;
    travellerName: string;
    hotelExceedActualAmount: number;
    hotelExceedCityList: { cityId: string; checkinDate?: string; checkoutDate?: string; exceedAmount: number }[];
  }[];
}

/** travelNO = 'TR' + the creation date + this sequence (zero-padded): unique across processes without a lock. */
export const travelRequestNoSeq = pgSequence('travel_request_no_seq', { startWith: 1 });

export const travelRequests = pgTable(
  'travel_requests',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    travelNo: text('travel_no').notNull(),
    status: text('status').$type<TrStatus>().notNull(),
    creatorMemberId: text('creator_member_id').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    travelPurposes: jsonb('travel_purposes').$type<{ travelPurposeDesc: string }[]>().notNull(),
    travellers: jsonb('travellers').$type<StoredTraveller[]>().notNull(),
    destinations: jsonb('destinations').$type<StoredDestination[]>().notNull(),
    itineraryGroups: jsonb('itinerary_groups').$type<StoredGroup[]>().notNull(),
    costCentreId: text('cost_centre_id'),
    projectId: text('project_id'),
    applicationTypes: jsonb('application_types').$type<string[]>().notNull(),
    orderType: text('order_type').notNull().default('0'),
    bookBusinessClass: boolean('book_business_class').notNull().default(false),
    trSource: text('tr_source').notNull().default('APPROVE3.0'),
    remark: text('remark'),
    estimatedAmount: integer('estimated_amount'),
    hotelBeginDateExtend: date('hotel_begin_date_extend', { mode: 'string' }),
    hotelEndDateExtend: date('hotel_end_date_extend', { mode: 'string' }),
    interHotelBeginDateExtend: date('inter_hotel_begin_date_extend', { mode: 'string' }),
    interHotelEndDateExtend: date('inter_hotel_end_date_extend', { mode: 'string' }),
    airBeginDateExtend: date('air_begin_date_extend', { mode: 'string' }),
    airEndDateExtend: date('air_end_date_extend', { mode: 'string' }),
    /** Over-standard (EXCEED_APPLY) applications: the TR applied for, and what was applied. */
    originalTrNo: text('original_tr_no'),
    exceedApplication: jsonb('exceed_application').$type<ExceedApplication>(),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('travel_requests_travel_no').on(t.travelNo),
    index('travel_requests_creator').on(t.enterpriseId, t.creatorMemberId),
    index('travel_requests_original').on(t.enterpriseId, t.originalTrNo),
  ],
);
