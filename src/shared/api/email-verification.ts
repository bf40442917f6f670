import { z } from 'zod';

// Proven addresses (issue #40): sign-up emails a link; what grants authority over an address waits for it.

/** POST /api/email-verification: the token from the emailed link (the /verify-email page sends it). */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2_000) });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export const verifyEmailResponseSchema = z.object({ verified: z.literal(true) });

/** POST /api/me/email-verification: the link sent again to the signed-in user's address. */
export const resendVerificationResponseSchema = z.object({ sentTo: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

/** How long an emailed verification link works. */
export const VERIFICATION_LINK_HOURS = 24;

export const EMAIL_VERIFICATION_MESSAGES = {
  bannerTitle: 'Verify your email address',
  banner: (email: string) =>
    `Open the link we email to ${email} to confirm the address is yours: until then you cannot accept firm invitations or set up single sign-on for its domain. No email, or the link expired? Send it again.`,
  resend: 'Send the link again',
  resent: (email: string) => `A new link is on its way to ${email}.`,
  alreadyVerified: 'Your email address is already verified.',
  tooManyResends: 'You have asked for several links in the last hour. Please wait before asking again.',
  verified: 'Your email address is verified.',
  verifiedDetail: 'Thank you. Firm invitations and single sign-on for your address are now open to you.',
  invalidLink: 'This verification link has expired or is not valid. Sign in and send a new one from your dashboard.',
  /** A guarded action refused because the caller's address is not verified yet. */
  required: (action: string) =>
    `Verify your email address before you ${action}: open the link we sent you, or send a new one from your dashboard.`,
} as const;
