import { z } from 'zod';

/** Longest `captcha` field a request may carry; a real payload is about 250 characters. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4096;

const captchaAlgorithmSchema = z.enum(['SHA-1', 'SHA-256', 'SHA-512']);

/** GET /api/captcha/challenge: an ALTCHA (v1) proof-of-work challenge, signed by the server. */
export const captchaChallengeSchema = z.object({
  algorithm: captchaAlgorithmSchema,
  /** Hex hash of `salt + number`; the client searches 0..maxnumber for the number. */
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  /** Random hex followed by `?expires=<unix seconds>&`, so the expiry is covered by the signature. */
  salt: z.string(),
  signature: z.string(),
});

/** A solved challenge: what ALTCHA widgets send back, as base64 JSON, in a guarded request's `captcha` field. */
export const captchaSolutionSchema = z.object({
  algorithm: captchaAlgorithmSchema,
  challenge: z.string().max(128),
  number: z.number().int().nonnegative(),
  salt: z.string().max(256),
  signature: z.string().max(128),
});

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;
