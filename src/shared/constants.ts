/** Business constants and limits of SPEC §9, in one place for client and server. */

export const PRODUCT_NAME = 'VolnaDraft';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export const SESSION = {
  inactivityTimeoutMs: 24 * 60 * MINUTE_MS,
  warningBeforeExpiryMs: 30 * MINUTE_MS,
  checkIntervalMs: 60 * SECOND_MS,
  activityEvents: ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const,
} as const;

export const AUTH = {
  loadingTimeoutMs: 5 * SECOND_MS,
  tokenSyncMaxAgeSeconds: 300,
  minPasswordLength: 6,
  smsCodeLength: 6,
} as const;

export const TOKENS = {
  newUserTrialTokens: 10_000,
  referralRewardTokens: 1_000,
} as const;

export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  regionHotkey: 'F8',
} as const;

export const QUERIES = {
  staleTimeMs: 5 * MINUTE_MS,
  gcTimeMs: 10 * MINUTE_MS,
  queryRetries: 1,
  retryBaseDelayMs: 1000,
  retryDelayCapMs: 30 * SECOND_MS,
  mutationRetries: 1,
  mutationRetryDelayMs: 1000,
} as const;

/** SPEC §9's database figures, applied to our own data path (statements, requests, the live channel). */
export const DATA_PATH = {
  cacheSizeBytes: 41_943_040,
  minCacheSizeBytes: 1_048_576,
  requestTimeoutMs: 45 * SECOND_MS,
  longPollMinTimeoutMs: 5 * SECOND_MS,
  longPollMaxTimeoutMs: 30 * SECOND_MS,
  reconnectInitialDelayMs: 1 * SECOND_MS,
  reconnectMultiplier: 1.5,
  reconnectMaxDelayMs: 60 * SECOND_MS,
} as const;
