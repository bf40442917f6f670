import { z } from 'zod';

// Consent to a firm's single sign-on for an existing account (issue #40): a link emailed to the account's address.

/** POST /api/sso/link-requests/preview and /confirm: the token from the link emailed to the account's address. */
export const ssoLinkTokenSchema = z.object({ token: z.string().min(1).max(200) });
export type SsoLinkTokenInput = z.infer<typeof ssoLinkTokenSchema>;

/** What a pending link would connect: the firm, its provider and the account's address. */
export const ssoLinkRequestSchema = z.object({ firmName: z.string(), issuer: z.string(), email: z.string() });
export type SsoLinkRequest = z.infer<typeof ssoLinkRequestSchema>;

export const SSO_LINK_MESSAGES = {
  title: 'Connect your account to your firm’s single sign-on',
  explain: (firmName: string, issuer: string, email: string) =>
    `Someone signed in at ${firmName}’s identity provider (${issuer}) as ${email} and asked to use it to sign in to your account. If it was you, connect them; afterwards that provider signs you in without your password.`,
  notYou: 'If it was not you, do nothing: the link expires within an hour and your account stays as it is.',
  confirm: 'Connect my account',
  confirmed: (firmName: string) => `Your account is connected. Sign in with single sign-on to reach ${firmName}.`,
  invalid: 'This link has expired, has been used, or is not valid. Sign in with single sign-on again to get a new one.',
  alreadyLinked: 'This identity provider account is already connected to another account.',
} as const;
