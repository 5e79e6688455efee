/** How much time is left until a deadline, and how urgent that is (approvers see what to decide first). */
export interface Countdown {
  overdue: boolean;
  /** Whole parts of the remaining (or, when overdue, exceeded) time. */
  days: number;
  hours: number;
  minutes: number;
  /** `overdue`; `urgent` under 4 hours; `soon` under 24 hours; `calm` otherwise. */
  urgency: 'overdue' | 'urgent' | 'soon' | 'calm';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdown(deadline: string | Date, now: number | Date): Countdown {
  const end = typeof deadline === 'string' ? Date.parse(deadline) : deadline.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  const diff = end - at;
  const overdue = diff <= 0;
  // Remaining time rounds up (59 s left is "1 min"); exceeded time rounds down.
  const span = overdue ? Math.floor(-diff / MINUTE) * MINUTE : Math.ceil(diff / MINUTE) * MINUTE;
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  const urgency = overdue ? 'overdue' : diff < 4 * HOUR ? 'urgent' : diff < DAY ? 'soon' : 'calm';
  return { overdue, days, hours, minutes, urgency };
}

/** The two most significant parts, as i18n parameters: `{days: 2, hours: 3}` → "2 d 3 h". */
export function countdownKey(c: Countdown): { key: 'dh' | 'hm' | 'm'; params: Record<string, number> } {
  if (c.days > 0) return { key: 'dh', params: { days: c.days, hours: c.hours } };
  if (c.hours > 0) return { key: 'hm', params: { hours: c.hours, minutes: c.minutes } };
  return { key: 'm', params: { minutes: c.minutes } };
}
