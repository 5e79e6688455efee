import { and, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { members } from './schema';

/** Keeps the UI language a member logged in with or switched to: their mail and notifications are written in it. */
export async function saveMemberLanguage(db: Db, enterpriseId: string, memberId: string, language: Locale): Promise<void> {
  await db
    .update(members)
    .set({ language })
    .where(and(eq(members.enterpriseId, enterpriseId), eq(members.id, memberId)));
}
