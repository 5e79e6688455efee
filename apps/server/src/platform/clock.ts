/**
 * The one clock all code reads. In sandbox mode a test clock offset can be moved (dev/clock/*), the way
 * payment providers offer test clocks; the offset is persisted so that a restart keeps the same time.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Today's date (YYYY-MM-DD) in the given IANA zone. */
  today(timeZone = 'Asia/Shanghai'): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(this.now());
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }

  setOffsetSeconds(seconds: number): void {
    this.offsetMs = seconds * 1000;
  }
}
