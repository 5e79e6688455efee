import type { Db } from '../../platform/db/database';
import { displayName, getMember, listTravelManagerIds, type MemberRow } from '../member/member-service';
import type { FlowLevel } from './schema';

export async function findMember(db: Db, enterpriseId: string, memberId: string): Promise<MemberRow | null> {
  return getMember(db, enterpriseId, memberId).catch(() => null);
}

/**
 * Who approves a level for this applicant: active members of the enterprise, never the applicant themself. An empty
 * answer means the level is skipped (a member without a default approver, say).
 */
export async function levelApprovers(db: Db, enterpriseId: string, level: FlowLevel, applicant: MemberRow): Promise<string[]> {
  let ids: string[];
  if (level.approverType === 'DEFAULT_APPROVER') ids = applicant.approverMemberId ? [applicant.approverMemberId] : [];
  else if (level.approverType === 'MEMBERS') ids = level.approverMemberIds;
  else ids = await listTravelManagerIds(db, enterpriseId);
  return activeOthers(db, enterpriseId, ids, [applicant.id]);
}

/** The ids that are active members of the enterprise, without duplicates and without the excluded ones. */
export async function activeOthers(db: Db, enterpriseId: string, ids: string[], exclude: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of new Set(ids)) {
    if (exclude.includes(id)) continue;
    const m = await findMember(db, enterpriseId, id);
    if (m && !m.disabled) out.push(id);
  }
  return out;
}

/** Display names by member id, for one answer; unknown ids show as themselves. */
export class MemberNames {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly enterpriseId: string,
  ) {}

  get(memberId: string): Promise<string> {
    let name = this.cache.get(memberId);
    if (!name) {
      name = findMember(this.db, this.enterpriseId, memberId).then((m) => (m ? displayName(m) : memberId));
      this.cache.set(memberId, name);
    }
    return name;
  }
}
