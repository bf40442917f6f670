import { firmSsoSettingsSchema, type FirmSsoSettings, type FirmSsoView } from '../../../shared/api/sso';

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
  const through = `Members with an address at ${view.emailDomain} sign in through the firm’s identity provider`;
  return view.required ? `${through}; signing in with a password is turned off for them.` : `${through}, or with their password.`;
}
