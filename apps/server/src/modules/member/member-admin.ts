import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import { hashPassword } from '../../platform/auth/password';
import { members } from './schema';

export type NewMember = Partial<Omit<typeof members.$inferInsert, 'passwordHash'>> & {
  enterpriseId: string;
  userName: string;
  password: string;
};

export async function createMember(db: Db, input: NewMember, now: Date): Promise<string> {
  const { password, ...rest } = input;
  const id = rest.id ?? randomUUID();
  await db.insert(members).values({ ...rest, id, passwordHash: await hashPassword(password), createdAt: now });
  return id;
}
