/**
 * A sliding one-minute window over what this process has sent CourtListener, so it stays within an account's
 * allowance per minute (CourtListener's throttle) before a request goes out.
 */
export function createMinuteWindow(perMinute: number, now: () => number = Date.now) {
  const sent: number[] = [];
  return {
    remaining(): number {
      const windowStart = now() - 60_000;
      while (sent.length > 0 && (sent[0] ?? 0) <= windowStart) sent.shift();
      return Math.max(0, perMinute - sent.length);
    },
    record(count = 1): void {
      for (let i = 0; i < count; i++) sent.push(now());
    },
  };
}
