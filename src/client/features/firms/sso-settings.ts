import { firmSsoSettingsSchema, type DomainClaim, type FirmSsoSettings, type FirmSsoView } from '../../../shared/api/sso';

// The firm page's single sign-on section (issue #19, ADR 026): what the owner's form holds, and what members read.

export interface SsoFormFields {
  issuer: string;
  clientId: string;
  /** Blank keeps the stored secret. */
  clientSecret: string;
  emailDomain: string;
  required: boolean;
}

export const fieldsOf = (view: FirmSsoView): SsoFormFields => ({
  issuer: view.issuer ?? '',
  clientId: view.clientId ?? '',
  clientSecret: '',
  emailDomain: view.emailDomain ?? '',
  required: view.required,
});

const ISSUER_PROBLEM = 'Enter the issuer URL of your identity provider, such as https://login.example.com.';
const SECRET_PROBLEM = 'Enter the client secret your identity provider gave you.';

/**
 * The body of PUT /api/firms/:id/sso, checked with the server's own schema so the owner reads the problem before
 * sending; a blank secret is left out (the server keeps the stored one), which only a configured firm has.
 */
export function settingsInput(fields: SsoFormFields, { secretStored }: { secretStored: boolean }): { input: FirmSsoSettings } | { problem: string } {
  const clientSecret = fields.clientSecret.trim();
  if (!clientSecret && !secretStored) return { problem: SECRET_PROBLEM };
  const parsed = firmSsoSettingsSchema.safeParse({
    issuer: fields.issuer.trim(),
    clientId: fields.clientId,
    ...(clientSecret ? { clientSecret } : {}),
    emailDomain: fields.emailDomain,
    required: fields.required,
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: issue.path[0] === 'issuer' ? ISSUER_PROBLEM : issue.path[0] === 'clientSecret' ? SECRET_PROBLEM : issue.message };
}

/** The line every member reads: whether the firm signs its people in through a provider, for which domain, and how. */
export function ssoSummary(view: FirmSsoView): string {
  if (!view.configured) return 'Not set up. Members sign in with their email and password.';
  if (view.domain?.status === 'pending') {
    return `Set up for ${view.emailDomain}, waiting for the domain to be verified by DNS: until then everyone signs in with their password.`;
  }
  if (view.domain?.status === 'expired') {
    return `Set up for ${view.emailDomain}, but the domain was not verified in time: everyone signs in with their password until an owner verifies it.`;
  }
  const through = `Members with an address at ${view.emailDomain} sign in through the firm’s identity provider`;
  return view.required ? `${through}; signing in with a password is turned off for them.` : `${through}, or with their password.`;
}

/** The claim's status as the owner reads it, with the dates that matter for it. */
export function domainStatusLine(domain: DomainClaim, formatDate: (iso: string) => string): string {
  const checked = domain.checkedAt ? ` Last checked ${formatDate(domain.checkedAt)}.` : ' Not checked yet.';
  switch (domain.status) {
    case 'verified':
      return `Verified ${formatDate(domain.verifiedAt!)}. DNS is checked again every few hours: keep the record in place.${checked}`;
    case 'pending':
      return `Waiting for the record. Add it, then choose Verify; this claim expires ${formatDate(domain.expiresAt!)}.${checked}`;
    case 'expired':
      return `This claim expired ${formatDate(domain.expiresAt!)} without the record being found. Save the settings again for a new record.${checked}`;
  }
}
