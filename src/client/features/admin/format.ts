import type { AuditAction, AuditEvent } from '../../../shared/api/admin';

export const formatNumber = (n: number) => n.toLocaleString('en-US');

export const formatCents = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A UTC calendar day ('2026-03-01') as 'Mar 1', the way the charts label their days. */
export const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A browser's user agent in a few words ('Chrome on macOS'); the full string is in the tooltip. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser && !system) return userAgent.slice(0, 40);
  return [browser ?? 'A browser', system ? `on ${system}` : null].filter(Boolean).join(' ');
}

/** What each audit action reads as in the log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.mfa-challenged': 'Password accepted, SMS code requested',
  'auth.sign-out': 'Signed out',
  'auth.mfa-enabled': 'Phone MFA turned on',
  'auth.mfa-disabled': 'Phone MFA turned off',
  'auth.password-reset-requested': 'Password reset requested',
  'auth.password-reset-completed': 'Password reset completed',
  'auth.email-verified': 'Email address verified',
  'auth.sso-link-requested': 'Single sign-on link emailed for consent',
  'auth.sso-linked': 'Single sign-on connected to the account',
  'admin.setup-completed': 'First administrator created',
  'admin.invitation-created': 'Admin invitation created',
  'admin.invitation-used': 'Admin registered with an invitation',
  'admin.role-changed': 'Role changed',
  'admin.user-disabled': 'Account disabled',
  'admin.user-enabled': 'Account enabled',
  'admin.tokens-granted': 'Tokens granted',
  'admin.tokens-deducted': 'Tokens deducted',
  'admin.analytics-exported': 'Analytics exported',
  'draft.exported': 'Draft exported',
  'firm.created': 'Firm created',
  'firm.invitation-sent': 'Invited to a firm',
  'firm.invitation-accepted': 'Joined a firm by invitation',
  'firm.invitation-revoked': 'Firm invitation revoked',
  'firm.role-changed': 'Firm role changed',
  'firm.member-removed': 'Removed from a firm',
  'firm.member-provisioned': 'Joined a firm by single sign-on',
  'firm.sso-configured': 'Firm single sign-on set up',
  'firm.sso-removed': 'Firm single sign-on removed',
  'firm.sso-domain-verified': 'Firm email domain verified by DNS',
  'firm.sso-domain-unverified': 'Firm email domain no longer verified',
  'firm.sso-requirement-lifted': 'Firm single sign-on requirement lifted by an admin',
  'firm.cap-changed': 'Monthly token cap changed',
  'firm.pool-funded': 'Firm token pool funded',
  'matter.created': 'Matter opened',
  'matter.updated': 'Matter changed',
  'matter.deleted': 'Matter deleted',
  'matter.member-added': 'Added to a matter',
  'matter.member-removed': 'Removed from a matter',
  'matter.item-moved': 'Work moved into a matter',
  'tokens.shortfall': 'Used more tokens than the balance held',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** Security events (red when they went wrong), admin actions, and the rest. */
export function auditTone(action: string): 'warning' | 'admin' | 'neutral' {
  if (action === 'auth.sign-in-failed' || action === 'admin.user-disabled') return 'warning';
  return action.startsWith('admin.') ? 'admin' : 'neutral';
}

const REASONS: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-account': 'no such account',
  'wrong-code': 'wrong SMS code',
  disabled: 'account disabled',
  'too-many-attempts': 'too many attempts',
};

/** The event's details in a sentence an operator can read at a glance. */
export function describeAuditDetails(event: Pick<AuditEvent, 'action' | 'details'>): string {
  const d = event.details;
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : null);
  const number = (key: string) => (typeof d[key] === 'number' ? (d[key] as number) : null);
  switch (event.action) {
    case 'auth.sign-in-failed': {
      const reason = text('reason');
      return reason ? `Reason: ${REASONS[reason] ?? reason}` : '';
    }
    case 'auth.sign-in':
      return text('secondFactor') === 'sms' ? 'With an SMS code' : '';
    case 'admin.tokens-granted':
    case 'admin.tokens-deducted': {
      const amount = number('amount');
      const after = number('balanceAfter');
      const parts = [amount === null ? null : `${amount > 0 ? '+' : '−'}${formatNumber(Math.abs(amount))} tokens`, text('reason') ? `“${text('reason')}”` : null];
      if (after !== null) parts.push(`balance ${formatNumber(after)}`);
      return parts.filter(Boolean).join(' · ');
    }
    case 'admin.role-changed':
      return `${text('from') ?? '?'} → ${text('to') ?? '?'}`;
    case 'admin.user-disabled':
      return text('reason') ? `Reason: ${text('reason')}` : '';
    case 'admin.invitation-created':
      return text('expiresAt') ? `Expires ${formatDateTime(text('expiresAt')!)}` : '';
    case 'admin.analytics-exported':
      return [text('report'), text('from') && text('to') ? `${text('from')} to ${text('to')}` : null].filter(Boolean).join(', ');
    default:
      return Object.entries(d)
        .filter(([, value]) => value !== null && typeof value !== 'object')
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');
  }
}
