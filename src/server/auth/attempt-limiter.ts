/**
 * Counts failures per key in a sliding window (failed sign-ins per account and per IP, reset requests per address).
 * In memory for one process; a shared store takes its place when the app scales out (DESIGN §6).
 */
export function createAttemptLimiter({ max, windowMs, now = Date.now }: { max: number; windowMs: number; now?: () => number }) {
  const attempts = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length > 0) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  return {
    isBlocked: (key: string) => recent(key).length >= max,
    record(key: string) {
      attempts.set(key, [...recent(key), now()]);
    },
    reset(key: string) {
      attempts.delete(key);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
