/** True when a PostgreSQL error of this code is the error or its cause (Drizzle wraps the driver's error). */
export function hasPgCode(err: unknown, code: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (err: unknown): boolean => hasPgCode(err, '23505');

/** PostgreSQL's deadlock_detected (40P01). */
export const isDeadlock = (err: unknown): boolean => hasPgCode(err, '40P01');
