import { DATA_PATH, QUERIES } from '../../shared/constants';

/** SPEC §7: 1000 ms × 2^attempt, capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERIES.retryBaseDelayMs * 2 ** attempt, QUERIES.retryDelayCapMs);
}

/** SPEC §9: the live channel reconnects after 1 s, then ×1.5 each time, capped at 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(
    DATA_PATH.reconnectInitialDelayMs * DATA_PATH.reconnectMultiplier ** attempt,
    DATA_PATH.reconnectMaxDelayMs,
  );
}
