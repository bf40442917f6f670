import { z } from 'zod';

/**
 * The better-auth endpoints the product uses over HTTP (ADR 011): their requests, checked before better-auth sees
 * them. Formats (a valid email, the password length) stay better-auth's to judge, so its error codes still reach the
 * client's SPEC §8 messages; these schemas refuse what no client sends: wrong types, nulls, oversized values.
 */
const email = z.string().max(254);
const password = z.string().max(128);
const callbackURL = z.string().max(2048).optional();

export const signUpEmailRequestSchema = z.object({
  email,
  password,
  name: z.string().max(200),
  rememberMe: z.boolean().optional(),
  callbackURL,
});

export const signInEmailRequestSchema = z.object({ email, password, rememberMe: z.boolean().optional(), callbackURL });

export const signOutRequestSchema = z.object({}).optional();

export const verifyOtpRequestSchema = z.object({ code: z.string().max(16), trustDevice: z.boolean().optional() });

export const requestPasswordResetRequestSchema = z.object({ email, redirectTo: z.string().max(2048).optional() });

export const resetPasswordRequestSchema = z.object({ newPassword: password, token: z.string().max(512) });

export const getSessionQuerySchema = z.object({
  disableCookieCache: z.enum(['true', 'false']).optional(),
  disableRefresh: z.enum(['true', 'false']).optional(),
});
