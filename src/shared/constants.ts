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

const MB = 1024 * 1024;

/**
 * What reading one uploaded document may take (issue #41, ADR 023). Each upload is read on a worker thread of its
 * own with these limits; a file past one is refused with a sentence naming it, and the thread is stopped.
 */
export const DOCUMENT_READING = {
  /** The reading thread's JavaScript heap; past it the thread is stopped ("it expands past 512 MB"). */
  heapMb: 512,
  /**
   * What the reading thread may hold in all, its heap and the buffers outside it (a PDF's decoded streams, pixels),
   * which the heap limit does not count: a 1 MB PDF whose one stream inflates to 1 GB took the server to 2.6 GB.
   */
  memoryMb: 1024,
  /** A file still being read after this is stopped ("it took longer than 90 seconds to read"). */
  timeoutMs: 90 * SECOND_MS,
  /** Files read at once on one server (the reference machine has 2 cores), and at once for one user. */
  concurrency: 2,
  perUserConcurrency: 1,
  /** Uploads one user may have waiting to be read; more are refused until those finish. */
  perUserWaiting: 4,
  /** An upload not started within this is answered 503 (the server is busy with other users' files). */
  maxWaitMs: 2 * MINUTE_MS,
  /** A PDF with more pages is refused before its pages are read. */
  maxPdfPages: 2_000,
  /** A DOCX is a ZIP archive: its parts together may expand to this much, in at most this many parts. */
  maxDocxExpandedBytes: 100 * MB,
  maxDocxEntries: 2_000,
  /** A scan larger than this many pixels is refused before OCR (its decoded pixels would take gigabytes). */
  maxScanPixels: 50_000_000,
  /** Distinct images OCR reads in one document (an image painted again is read once). */
  maxOcrPasses: 40,
} as const;

/** Storage for uploaded documents, counted by the size of the files as uploaded (issue #41). */
export const STORAGE_QUOTA = {
  /** Everything one account uploaded, personal and in matters. */
  accountBytes: 500 * MB,
  /** Everything in one firm's matters, whoever uploaded it. */
  firmBytes: 5 * 1024 * MB,
} as const;
