import { z } from 'zod';

/** The canonical error codes (SPEC §8 "Database error codes") with the HTTP status each maps to (DESIGN §4). */
export const ERROR_STATUS = {
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  unauthenticated: 401,
  'resource-exhausted': 429,
  'failed-precondition': 412,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorEnvelopeSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The body of HTTP 403 when a user has too few tokens (SPEC §3). */
export const tokenUsageErrorSchema = z.object({
  tokensNeeded: z.number(),
  tokensRemaining: z.number(),
  upgradeMessage: z.string(),
  message: z.string(),
  error: z.string(),
});

export type TokenUsageError = z.infer<typeof tokenUsageErrorSchema>;
