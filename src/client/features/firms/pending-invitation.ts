/**
 * A firm invitation followed through sign-up and the address's proof (issue #39): the join link travels as the
 * login's and sign-up's `returnUrl`, and is remembered in this browser until the invitation is accepted, so that
 * opening the verification link continues to the firm.
 */
const JOIN_PATH = '/firms/join';
const STORAGE_KEY = 'volnadraft.pending-invitation';

/** A path inside this site (never `//host` or a full URL), or null: where a returnUrl may send the user. */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The invitation in a returnUrl: its join link and the address it was sent to, when it is one. */
export function invitationIn(returnUrl: string | null | undefined): { joinPath: string; email: string } | null {
  const path = sitePath(returnUrl);
  if (!path) return null;
  const url = new URL(path, 'http://site.invalid');
  if (url.pathname !== JOIN_PATH || !url.searchParams.get('token')) return null;
  return { joinPath: `${url.pathname}${url.search}`, email: url.searchParams.get('email') ?? '' };
}

export function rememberInvitation(joinPath: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, joinPath);
  } catch {
    // Storage refused (private mode): the join page still says how to continue.
  }
}

export function pendingInvitation(): string | null {
  try {
    return invitationIn(localStorage.getItem(STORAGE_KEY))?.joinPath ?? null;
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
