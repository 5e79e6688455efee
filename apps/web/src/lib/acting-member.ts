/** The member an administrator acts for (the back office's "Book a hotel for this member"), as the banner names them. */
export interface ActingMember {
  enterpriseId: string;
  memberId: string;
  name: string;
  enterpriseName: string;
}

// Kept per tab: a reload keeps the mode, another tab or a new session starts without it.
const STORAGE_KEY = 'travel.acting-member';
const listeners = new Set<() => void>();
let current: ActingMember | null | undefined;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): ActingMember | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<ActingMember>) : null;
    const ok = v && typeof v.enterpriseId === 'string' && typeof v.memberId === 'string' && typeof v.name === 'string' && typeof v.enterpriseName === 'string';
    return ok ? (v as ActingMember) : null;
  } catch {
    return null;
  }
}

function write(next: ActingMember | null): void {
  current = next;
  const s = storage();
  if (next) s?.setItem(STORAGE_KEY, JSON.stringify(next));
  else s?.removeItem(STORAGE_KEY);
  for (const l of listeners) l();
}

/** The member acted for now, or null when the logged-in member acts for themself. */
export function actingMember(): ActingMember | null {
  if (current === undefined) current = read();
  return current;
}

/** The scope every bg call is sent with while acting (null otherwise). */
export function actingScope(): { enterpriseId: string; memberId: string } | null {
  const a = actingMember();
  return a ? { enterpriseId: a.enterpriseId, memberId: a.memberId } : null;
}

/** Starts acting for the member (the caller checks the user is an administrator; the server refuses bg calls otherwise). */
export function startActing(member: ActingMember): void {
  write({ enterpriseId: member.enterpriseId, memberId: member.memberId, name: member.name, enterpriseName: member.enterpriseName });
}

export function stopActing(): void {
  if (actingMember() !== null) write(null);
}

/** For useSyncExternalStore. */
export function subscribeActing(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
