import { useEffect, useState } from 'react';

/** mm:ss (h:mm:ss from an hour) of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Seconds left from a number the server gave at `since`, ticking every second. */
export function useSecondsLeft(seconds: number | null, since: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (seconds === null) return null;
  return Math.max(0, seconds - Math.floor((now - since) / 1000));
}
