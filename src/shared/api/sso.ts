import { z } from 'zod';

// Single sign-on for firms over OpenID Connect (issue #19, ADR 026).

/**
 * Addresses anyone can get: a firm cannot claim them, or its identity provider could sign in as strangers. The
 * largest free and ISP mail services (issue #41 item 8 named the ones from yahoo.co.uk to tutanota.com).
 */
export const PUBLIC_EMAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'mail.com',
  'zoho.com', 'yandex.com', 'fastmail.com', 'hey.com',
  'yahoo.co.uk', 'hotmail.co.uk', 'gmx.de', 'web.de', 'mail.ru', 'yandex.ru', 'qq.com', '163.com', 'comcast.net',
  'pm.me', 'tutanota.com',
  'yahoo.fr', 'yahoo.de', 'yahoo.co.jp', 'yahoo.ca', 'rocketmail.com', 'hotmail.fr', 'hotmail.de', 'hotmail.it',
  'live.co.uk', 'live.fr', 'outlook.fr', 'outlook.de', 'aim.com', 'protonmail.ch', 'tutanota.de', 'tuta.io', 'tuta.com',
  'gmx.at', 'gmx.ch', 't-online.de', 'orange.fr', 'free.fr', 'laposte.net', 'libero.it', 'btinternet.com',
  'att.net', 'verizon.net', 'sbcglobal.net', 'ya.ru', 'rambler.ru', 'bk.ru', 'list.ru', 'inbox.ru', '126.com',
  'yeah.net', 'foxmail.com', 'sina.com', 'naver.com', 'daum.net', 'hanmail.net', 'seznam.cz', 'wp.pl', 'o2.pl',
  'interia.pl', 'rediffmail.com',
] as const;

const domainPattern = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .refine((domain) => domainPattern.test(domain), 'Enter the domain of your firm’s addresses, such as example-law.com.')
  .refine(
    (domain) => !(PUBLIC_EMAIL_DOMAINS as readonly string[]).includes(domain),
    'This is a public email service: a firm can only sign in its own domain.',
  );

/** PUT /api/firms/:id/sso (owners). The secret may be left out to keep the stored one. */
export const firmSsoSettingsSchema = z.object({
  issuer: z.url({ protocol: /^https?$/ }).max(500),
  clientId: z.string().trim().min(1, 'Enter the client ID your identity provider gave you.').max(300),
  clientSecret: z.string().min(1).max(1_000).optional(),
  emailDomain: emailDomainSchema,
  required: z.boolean().default(false),
});
export type FirmSsoSettingsInput = z.input<typeof firmSsoSettingsSchema>;
export type FirmSsoSettings = z.output<typeof firmSsoSettingsSchema>;

/** What the TXT record at a claimed domain's apex must hold, before the claim's token. */
export const DOMAIN_VERIFICATION_PREFIX = 'volnadraft-domain-verification=';
/** How long a claim may wait for its TXT record before it expires. */
export const DOMAIN_CLAIM_DAYS = 7;

/** A claim of an email domain: pending until DNS proves it, verified while DNS keeps proving it, else expired. */
export const domainClaimSchema = z.object({
  status: z.enum(['pending', 'verified', 'expired']),
  /** Where the TXT record goes (the domain's apex) and what it says. */
  recordName: z.string(),
  recordValue: z.string(),
  claimedAt: z.string(),
  /** When a pending claim expires; null once verified. */
  expiresAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type DomainClaim = z.infer<typeof domainClaimSchema>;

/** GET /api/firms/:id/sso: the settings without the secret, the domain's claim, and the address to register at the provider. */
export const firmSsoViewSchema = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  emailDomain: z.string().nullable(),
  /** What the owner asked for; it applies only while the domain is verified. */
  required: z.boolean(),
  domain: domainClaimSchema.nullable(),
  /** The redirect URI to register with the identity provider. */
  redirectUri: z.string(),
  updatedAt: z.string().nullable(),
});
export type FirmSsoView = z.infer<typeof firmSsoViewSchema>;

/** GET /api/admin/sso-requirements: firms that ask for single sign-on only, for an admin who may lift it. */
export const adminSsoRequirementSchema = z.object({
  firmId: z.string(),
  firmName: z.string(),
  emailDomain: z.string(),
  status: domainClaimSchema.shape.status,
  ownerEmails: z.array(z.string()),
  updatedAt: z.string(),
});
export const adminSsoRequirementsSchema = z.object({ firms: z.array(adminSsoRequirementSchema) });
export type AdminSsoRequirement = z.infer<typeof adminSsoRequirementSchema>;
export const liftSsoRequirementSchema = z.object({ reason: z.string().trim().min(1, 'Say why the requirement is lifted.').max(500) });

/** POST /api/auth/sso/start: where to send the browser to sign in with the firm of this address. */
export const ssoStartSchema = z.object({
  email: z.email().max(254),
  /** A path of this app to open after signing in. */
  callbackURL: z.string().max(500).regex(/^\/([^/\s\\][^\s\\]*)?$/, 'The page to return to must be a path of this site.').optional(),
});
export type SsoStartInput = z.infer<typeof ssoStartSchema>;
export const ssoStartResponseSchema = z.object({ url: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/** GET /api/auth/sso/callback: what the identity provider sends back. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(2_000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1_000).optional(),
  iss: z.string().max(500).optional(),
});

/** The reasons a sign-in by SSO can end on the sign-in page, as the `sso-error` query parameter. */
export const SSO_ERRORS = {
  expired: 'The single sign-on attempt expired or was already used. Start again.',
  provider: 'Your identity provider did not sign you in. Try again, or ask your firm’s administrator.',
  unverified:
    'Your identity provider did not confirm this email address (its ID token has no email_verified: true), so it cannot be used to sign in.',
  'unproven-domain': 'Your firm’s email domain is not verified right now, so single sign-on is off. Ask your firm’s owner to verify it.',
  domain: 'Your identity provider signed you in with an address outside your firm’s domain.',
  'link-consent':
    'An account with this address already exists, so single sign-on needs its holder’s consent first. We have emailed the address a link to confirm; open it, then sign in with single sign-on again.',
  'link-unverified':
    'An account with this address already exists but its address has not been verified, so single sign-on cannot use it. Choose “Forgot your password?” and reset it (the emailed link proves the address; it works even where your firm has turned password sign-in off), or sign in with your password and verify the address from your dashboard. Then try again.',
  admin:
    'This is an administrator’s account: it signs in with its password and phone code only, never through a firm’s identity provider.',
  seats: 'All of the firm’s seats are taken. Ask a firm owner to free one or upgrade the firm’s plan.',
  disabled: 'This account has been disabled. Contact support for help.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** A password sign-in or sign-up refused because the address's firm requires single sign-on. */
export const SSO_REQUIRED_CODE = 'SSO_REQUIRED';
export const ssoRequiredMessage = (domain: string, firm: { name: string; ownerName: string; ownerEmail: string }) =>
  `${firm.name} signs in ${domain} addresses only through its identity provider. Choose “Sign in with single sign-on”, ` +
  `or ask the firm’s owner, ${firm.ownerName} (${firm.ownerEmail}).`;
