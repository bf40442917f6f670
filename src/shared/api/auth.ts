import { z } from 'zod';
import { AUTH } from '../constants';

/**
 * Codes our server adds to better-auth's error bodies (`{code, message}`) where the spec needs a finer answer
 * than better-auth gives, plus the better-auth codes the client maps to SPEC §8 texts.
 */
export const AUTH_ERROR_CODES = {
  userNotFound: 'USER_NOT_FOUND',
  invalidPassword: 'INVALID_PASSWORD',
  invalidEmailOrPassword: 'INVALID_EMAIL_OR_PASSWORD',
  invalidEmail: 'INVALID_EMAIL',
  userExists: 'USER_ALREADY_EXISTS',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  signUpDisabled: 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
  banned: 'BANNED_USER',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidCode: 'INVALID_CODE',
  otpExpired: 'OTP_HAS_EXPIRED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  invalidTwoFactorCookie: 'INVALID_TWO_FACTOR_COOKIE',
  invalidToken: 'INVALID_TOKEN',
} as const;

/** What POST /api/auth/sign-in/email answers when a second factor is needed; phoneHint is null without a phone. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRedirect: z.literal(true),
  phoneHint: z.string().nullable(),
});

export const smsCodeSchema = z.string().regex(new RegExp(`^\\d{${AUTH.smsCodeLength}}$`), 'Enter the 6-digit code.');

/** POST /api/mfa/send-code: send the sign-in SMS, after the captcha. */
export const sendMfaCodeRequestSchema = z.object({ captcha: z.string().min(1).max(4096) });

/** POST /api/mfa/phone: start enrolment by texting a code to a phone number. */
export const enrolPhoneRequestSchema = z.object({
  phoneNumber: z.string().min(8).max(32),
  captcha: z.string().min(1).max(4096),
});

/** POST /api/mfa/phone/verify: finish enrolment with the code and the account password. */
export const verifyPhoneRequestSchema = z.object({ code: smsCodeSchema, password: z.string().min(1).max(128) });

/** POST /api/mfa/disable: turn phone MFA off with the password. */
export const disableMfaRequestSchema = z.object({ password: z.string().min(1).max(128) });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/mfa: the signed-in user's phone MFA state. */
export const mfaStatusSchema = z.object({ enabled: z.boolean(), phoneHint: z.string().nullable() });

/** POST /api/referrals/process (SPEC §7). */
export const processReferralRequestSchema = z.object({ referralCode: z.string().trim().min(4).max(32) });
export const processReferralResponseSchema = z.object({ ok: z.literal(true), referrerName: z.string() });

/** GET /api/config: what the client needs to know about this server's set-up. */
export const publicConfigSchema = z.object({
  authSyncUrl: z.string(),
  adminSetupNeeded: z.boolean(),
  messaging: z.object({ email: z.enum(['outbox', 'smtp']), sms: z.enum(['outbox', 'twilio']) }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
