import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { V, isValidDate } from '../platform/patterns';
import type { ServiceKind } from '../platform/products';
import { MAX, idSchema } from '../platform/text';

const dateSchema = z.string().max(10).refine(isValidDate, { message: V.date });

export const TR_STATUSES = ['WAIT_APPROVE', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export const trStatusSchema = z.enum(TR_STATUSES);
export type TrStatus = (typeof TR_STATUSES)[number];

export const travellerTypeSchema = z.enum(['ADT', 'CHD', 'INF']);
/** Modified-tip kinds: city 0, date 1. */
export const MODIFIED_TIP_KIND = { CITY: 0, DATE: 1 } as const;

export const addAttrSchema = z.object({
  /** The highest train standard of this leg: '999' means the leg is restricted to no train (spec: orderable unless 999). */
  trainHighestStandard: z.string().max(MAX.code).optional(),
  occupyStatus: z.string().max(MAX.code).optional().describe('ORDER_CREATE once a domestic flight was booked on this leg'),
  noLimit: z.boolean().optional(),
  travellerId: z.string().max(MAX.id).optional(),
});

export const legInputSchema = z.object({
  departureCityId: z.string().min(1).max(MAX.code),
  arriveCityId: z.string().min(1).max(MAX.code),
  beginDate: dateSchema,
  endDate: dateSchema,
  addAttrList: z.array(addAttrSchema).max(MAX.items).default([]),
});

export const trCreateInputSchema = z
  .object({
    travellerList: z
      .array(
        z.object({
          memberId: z.string().max(MAX.id).optional(),
          passengerId: z.string().max(MAX.id).optional(),
          travellerName: z.string().trim().min(1, { message: V.required }).max(100),
          travellerType: travellerTypeSchema.default('ADT'),
        }),
      )
      .min(1, { message: 'validation.travellerRequired' })
      .max(20),
    itineraryGroupList: z
      .array(
        z.object({
          travellerIdList: z.array(z.string().max(MAX.id)).max(20).default([]).describe('indexes or ids of travellerList; empty for all'),
          itineraryList: z.array(legInputSchema).min(1, { message: 'validation.legRequired' }).max(10),
        }),
      )
      .min(1, { message: 'validation.legRequired' })
      .max(5),
    travelPurposeList: z
      .array(z.object({ travelPurposeDesc: z.string().trim().min(1, { message: V.required }).max(200) }))
      .min(1, { message: 'validation.purposeRequired' })
      .max(10),
    costCentreId: z.string().max(MAX.id).optional(),
    projectId: z.string().max(MAX.id).optional(),
    applicationTypeList: z.array(z.enum(['BUSINESS', 'CUSTOMER', 'TRAINING', 'MEETING'])).max(4).default(['BUSINESS']),
    orderType: z.enum(['0', '1', '2']).default('0').describe("'1' or '2' make a quota trip"),
    bookBusinessClass: z.boolean().default(false),
    remark: z.string().max(500).optional(),
    hotelBeginDateExtend: dateSchema.optional(),
    hotelEndDateExtend: dateSchema.optional(),
    interHotelBeginDateExtend: dateSchema.optional(),
    interHotelEndDateExtend: dateSchema.optional(),
    airBeginDateExtend: dateSchema.optional(),
    airEndDateExtend: dateSchema.optional(),
    /** Estimated cost, minor units (CNY): approval flows may match on it. */
    estimatedAmount: z.number().int().min(0).optional(),
  })
  .superRefine((v, ctx) => {
    v.itineraryGroupList.forEach((g, gi) =>
      g.itineraryList.forEach((leg, li) => {
        if (leg.endDate < leg.beginDate) {
          ctx.addIssue({ code: 'custom', path: ['itineraryGroupList', gi, 'itineraryList', li, 'endDate'], message: 'validation.dateOrder' });
        }
      }),
    );
  });
export type TrCreateInput = z.input<typeof trCreateInputSchema>;

export const destinationSchema = z.object({
  destinationId: z.string(),
  arriveCityCnName: z.string(),
  arriveCityEnName: z.string(),
  arriveCityId: z.string(),
  arriveParentCityId: z.string().nullable(),
  arriveCountryId: z.string(),
  arriveCountryCnName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
});

export const legSchema = z.object({
  tripId: z.string(),
  departureCityName: z.string(),
  departureCityId: z.string(),
  departureCity3Code: z.string().nullable(),
  arriveCityName: z.string(),
  arriveCityId: z.string(),
  arriveCity3Code: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  addAttrList: z.array(addAttrSchema),
});

/** The service kinds a request's orderability names, in taInfo.serviceMask bit order; cars are never restricted. */
export const ORDERABLE_KINDS = ['CHOTEL', 'IHOTEL', 'TRAIN', 'CAIR', 'IAIR', 'ITRAIN'] as const satisfies readonly ServiceKind[];
export type OrderableKind = (typeof ORDERABLE_KINDS)[number];
export const orderabilitySchema = z.object(Object.fromEntries(ORDERABLE_KINDS.map((k) => [k, z.boolean()])) as Record<OrderableKind, z.ZodBoolean>);

export const approvalStepSchema = z.object({
  taskId: z.string(),
  level: z.number().int(),
  approverMemberId: z.string(),
  approverName: z.string(),
  delegatedFromName: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'ESCALATED', 'EXPIRED', 'CANCELED']),
  comment: z.string().nullable(),
  deadline: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});

export const travelRequestSchema = z.object({
  travelNO: z.string(),
  status: trStatusSchema,
  creatorMemberId: z.string(),
  creatorName: z.string(),
  createTime: z.string(),
  cityNameList: z.array(z.string()),
  routeCityNameList: z.array(z.string()).describe('the route: the first departure, then every arrival (Beijing → Shanghai → Beijing)'),
  beginDate: z.string(),
  endDate: z.string(),
  travelPurposeList: z.array(z.object({ travelPurposeDesc: z.string() })),
  travellerList: z.array(
    z.object({ travellerId: z.string(), travellerName: z.string(), travellerType: travellerTypeSchema, memberId: z.string().nullable(), passengerId: z.string().nullable() }),
  ),
  destinationCityList: z.array(z.object({ cityId: z.string(), cityName: z.string(), isInterCity: z.boolean() })),
  destinationList: z.array(destinationSchema),
  itineraryGroupList: z.array(
    z.object({ groupId: z.string(), travellerIdList: z.array(z.string()), departCityName: z.string(), destinationList: z.array(z.string()), itineraryList: z.array(legSchema) }),
  ),
  taInfo: z.object({
    serviceMask: z.number().int(),
    applicationTypeList: z.array(z.string()),
    orderType: z.string(),
    bookBusinessClass: z.boolean(),
    extInfo: z.object({ trSource: z.string() }),
    hotelBeginDateExtend: z.string().nullable(),
    hotelEndDateExtend: z.string().nullable(),
    interHotelBeginDateExtend: z.string().nullable(),
    interHotelEndDateExtend: z.string().nullable(),
    airBeginDateExtend: z.string().nullable(),
    airEndDateExtend: z.string().nullable(),
  }),
  costCentre: z.object({ costCentreId: z.string(), code: z.string(), name: z.string() }).nullable(),
  project: z.object({ projectId: z.string(), code: z.string(), name: z.string() }).nullable(),
  remark: z.string().nullable(),
  estimatedAmount: z.number().int().nullable(),
  isCustomerTrip: z.boolean(),
  isQuotaTrip: z.boolean(),
  orderability: orderabilitySchema,
  hotelDatesExpired: z.boolean(),
  interHotelDatesExpired: z.boolean(),
  originalTrNo: z.string().nullable().describe('the TR an over-standard application was made for'),
  exceedApplication: z
    .object({
      exceedStandardReason: z.string(),
      travellerList: z.array(z.object({ travellerId: z.string(), travellerName: z.string(), hotelExceedActualAmount: z.number().int(), hotelExceedCityList: z.array(z.object({ cityId: z.string(), cityName: z.string(), checkinDate: z.string().optional(), checkoutDate: z.string().optional(), exceedAmount: z.number().int() })) })),
    })
    .nullable(),
  approvalSteps: z.array(approvalStepSchema),
  canCancel: z.boolean().describe('the caller is the applicant and the status allows it'),
  canApplyExceed: z.boolean().describe('the caller is the applicant of an approved request that is not itself an over-standard application'),
});
export type TravelRequest = z.infer<typeof travelRequestSchema>;

export const trSummarySchema = travelRequestSchema.pick({
  travelNO: true,
  status: true,
  creatorName: true,
  createTime: true,
  cityNameList: true,
  routeCityNameList: true,
  beginDate: true,
  endDate: true,
  travelPurposeList: true,
  isCustomerTrip: true,
  isQuotaTrip: true,
  originalTrNo: true,
}).extend({ travellerNames: z.array(z.string()) });

export const trCreateCall = defineCall({
  service: 'tr',
  path: 'create',
  summary: 'Submit a travel request; it goes to the approval flow its enterprise configuration matches',
  auth: 'member',
  write: true,
  bg: true,
  input: trCreateInputSchema,
  output: z.object({ travelNO: z.string(), status: trStatusSchema }),
});

export const trListCall = defineCall({
  service: 'tr',
  path: 'list',
  summary: 'Travel requests the caller created or travels on',
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ status: trStatusSchema.optional(), keyword: z.string().trim().max(50).optional() }),
  output: pageOf(trSummarySchema),
});

export const trDetailCall = defineCall({
  service: 'tr',
  path: 'detail',
  summary: 'One travel request with its itinerary, orderability and approval steps',
  auth: 'member',
  bg: true,
  input: z.object({ travelNO: idSchema }),
  output: travelRequestSchema,
});

export const trCancelCall = defineCall({
  service: 'tr',
  path: 'cancel',
  summary: 'Cancel a travel request (its pending approval tasks are withdrawn)',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ travelNO: idSchema, reason: z.string().max(200).optional() }),
  output: okSchema,
});

export const trHotelListAvailableCall = defineCall({
  service: 'tr',
  path: 'hotel/list_available',
  summary: 'Approved travel requests under which a hotel in this city for these dates may be booked',
  auth: 'member',
  bg: true,
  input: z.object({ cityId: z.string().min(1).max(MAX.code), checkinDate: dateSchema, checkoutDate: dateSchema }),
  output: z.object({ list: z.array(trSummarySchema) }),
});
