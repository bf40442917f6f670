import { SSO_ERRORS, SSO_REQUIRED_CODE, ssoStartSchema } from '../../../shared/api/sso';
import { IdentityError } from '../../lib/auth/identity-api';
import { safeReturnUrl } from './return-url';

// The sign-in page's side of single sign-on for firms (issue #19, ADR 026).

export const SSO_ERROR_FALLBACK = 'Single sign-on did not finish. Start again, or sign in with your email and password.';

/** The sentence for `/login?sso-error=<code>`, where the server's callback sends a refused sign-in; null without one. */
export function ssoErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as keyof typeof SSO_ERRORS] : SSO_ERROR_FALLBACK;
}

/**
 * Where the server's callback should send the browser after signing in: the page the sign-in page was asked to
 * return to, when it is a path of this site the server accepts; otherwise nothing (the server's default, the dashboard).
 */
export function ssoCallbackURL(returnUrl: string | null): string | undefined {
  const path = safeReturnUrl(returnUrl, '');
  if (!path) return undefined;
  return ssoStartSchema.shape.callbackURL.safeParse(path).success ? path : undefined;
}

/** The server's sentence when a password sign-in is refused because the address's firm requires single sign-on. */
export function ssoRequiredMessage(error: unknown): string | null {
  return error instanceof IdentityError && error.code === SSO_REQUIRED_CODE ? error.message : null;
}

const START_FALLBACK = 'Single sign-on could not start. Check your connection and try again.';

/** Why POST /api/auth/sso/start was refused: the server's own sentence (no firm for the domain, provider down). */
export function ssoStartErrorMessage(error: unknown): string {
  if (!(error instanceof IdentityError)) return START_FALLBACK;
  if (error.status === 429) return 'Too many sign-in attempts. Wait a minute and try again.';
  if (error.status === 400) return 'Enter your work email address, such as you@yourfirm.com.';
  return error.status < 500 || error.status === 503 ? error.message : START_FALLBACK;
}
