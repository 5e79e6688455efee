import { z } from 'zod';
import { defineCall } from '../platform/define-call';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const range = z.object({ begin: date, end: date });

export const trainDateRangeCall = defineCall({
  service: 'train-app',
  path: 'train/date_range/query',
  summary: 'The bookable dates: the sale window, presale dates, and the limits of a travel request',
  auth: 'member',
  bg: true,
  input: z
    .object({
      departureDate: date.optional().describe('a date to check against the range'),
      travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
      travelNO: z.string().trim().max(40).optional(),
    })
    .default({ travelType: 'BUSINESS' }),
  output: z.object({
    today: date,
    saleDateList: z.array(date).describe('dates on sale now, within the bookable range'),
    preSaleDateList: z.array(date).describe('dates beyond the sale window that can be searched and reserved'),
    dateRange: range.nullable().describe('the first and last date on sale within the bookable range'),
    preSaleDateRange: range.nullable(),
    saleBeginDate: date,
    saleEndDate: date,
    saleDays: z.number().int(),
    preSaleDays: z.number().int(),
    saleCloseMinutes: z.number().int().describe('sales close this long before departure'),
    saleOpenTime: z.string().describe('HH:mm: when the newest date opens for sale each day'),
    nightClosed: z.object({ begin: z.string(), end: z.string() }).nullable().describe('HH:mm: the nightly hours the railway does not sell; bookings then are night orders'),
    selling: z.boolean().describe('false during the nightly close'),
    sellingResumesAt: z.string().nullable().describe('during the nightly close: when sales reopen and night orders are bought'),
    departureDate: date.describe('the date asked for, or the first bookable date when it is out of range'),
    expired: z.boolean().describe('the date asked for is in the past'),
    outOfRange: z.boolean().describe('the date asked for is outside the bookable range'),
    trBeginDate: date.nullable(),
    trEndDate: date.nullable(),
  }),
});
