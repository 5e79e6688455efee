import { z } from 'zod';

/** Upper bounds of free strings and lists where the spec gives none, so no call stores or serves a novel. */
export const MAX = {
  /** Ids the server gave out (uuids, order numbers). */
  id: 64,
  /** Codes: reason codes, travel levels, city and station codes. */
  code: 40,
  /** Names of people, places and things. */
  name: 100,
  /** Phone numbers as people type them, with spaces, dashes and an extension. */
  phone: 32,
  /** A line of text: a reason, a comment, a purpose. */
  text: 200,
  /** A remark of several lines. */
  remark: 1000,
  /** Items of a list that names things one by one (ids, codes). */
  items: 200,
} as const;

/** An id the server gave out. */
export const idSchema = z.string().min(1).max(MAX.id);
/** An id that may be left empty (an absent choice). */
export const optionalIdSchema = z.string().max(MAX.id);
