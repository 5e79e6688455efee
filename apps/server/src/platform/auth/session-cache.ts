import { processEvents } from '../cluster/process-events';
import type { SessionMember } from './session-member';

/** How long a resolved session is trusted without asking the database again (logout and member changes forget it at once). */
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  member: SessionMember;
  /** The session's own expiry, checked against the (possibly test) clock on every hit. */
  expiresAt: number;
  /** Real time after which the entry is read again from the database. */
  freshUntil: number;
}

/**
 * Sessions resolved lately, per process, keyed by the token's hash: a logged-in call then costs no round trip for its
 * session and member. Whatever changes what a session resolves to must call `forgetSession` or `forgetMemberSessions`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly realNow: () => number = Date.now,
  ) {}

  /** The cached member, null when the cached session has expired by `now`, undefined when not cached (or stale). */
  get(sessionId: string, now: Date): SessionMember | null | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.freshUntil <= this.realNow()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.expiresAt > now.getTime() ? entry.member : null;
  }

  set(member: SessionMember, expiresAt: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest insertion goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(member.sessionId, { member, expiresAt: expiresAt.getTime(), freshUntil: this.realNow() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetMemberSessions(memberId: string): void {
    for (const [id, entry] of this.entries) if (entry.member.memberId === memberId) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The process's one cache: the auth module fills it, every module that changes a member or a session empties it. */
export const sessionCache = new SessionCache();

// What another server process changed (a logout there, a member changed there) is forgotten here too.
processEvents.on((event) => {
  if (event.kind === 'session-forget') sessionCache.forgetSession(event.sessionId);
  else if (event.kind === 'member-forget') sessionCache.forgetMemberSessions(event.memberId);
  else if (event.kind === 'resync') sessionCache.clear();
});
