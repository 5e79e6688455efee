import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema of every sandbox supplier's own tables; nothing outside suppliers/ reads them. */
export const sandbox = pgSchema('sandbox');
