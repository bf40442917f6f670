import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/api/admin';
import { AUDIT_ACTION_LABELS, auditActionLabel, describeAuditDetails, describeDevice, formatCents, formatDay } from './format';

describe('audit labels', () => {
  it('names every action the server records', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toBeTruthy();
  });

  it('shows an action it does not know (from a newer release) as it is', () => {
    expect(auditActionLabel('settings.changed')).toBe('settings.changed');
  });
});

describe('describeAuditDetails', () => {
  it('reads a grant and a deduction with the amount, reason and balance after', () => {
    expect(describeAuditDetails({ action: 'admin.tokens-granted', details: { amount: 5000, reason: 'Outage', balanceAfter: 15000 } })).toBe(
      '+5,000 tokens · “Outage” · balance 15,000',
    );
    expect(describeAuditDetails({ action: 'admin.tokens-deducted', details: { amount: -200, reason: 'Duplicate', balanceAfter: 0 } })).toBe(
      '−200 tokens · “Duplicate” · balance 0',
    );
  });

  it('explains why a sign-in failed', () => {
    expect(describeAuditDetails({ action: 'auth.sign-in-failed', details: { reason: 'wrong-code' } })).toBe('Reason: wrong SMS code');
    expect(describeAuditDetails({ action: 'auth.sign-in-failed', details: { reason: 'locked' } })).toBe('Reason: locked');
  });

  it('reads a role change and an SMS sign-in', () => {
    expect(describeAuditDetails({ action: 'admin.role-changed', details: { from: 'user', to: 'admin' } })).toBe('user → admin');
    expect(describeAuditDetails({ action: 'auth.sign-in', details: { secondFactor: 'sms' } })).toBe('With an SMS code');
    expect(describeAuditDetails({ action: 'auth.sign-in', details: { secondFactor: null } })).toBe('');
  });

  it('lists the plain facts of any other event', () => {
    expect(describeAuditDetails({ action: 'draft.exported', details: { format: 'docx', draftId: 'd1', nested: { a: 1 } } })).toBe('format: docx, draftId: d1');
  });
});

describe('formats', () => {
  it('shows cents as dollars, with cents only when there are some', () => {
    expect(formatCents(4900)).toBe('$49');
    expect(formatCents(1999)).toBe('$19.99');
  });

  it('labels a UTC day without shifting it into the local time zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1');
  });
});

describe('describeDevice', () => {
  it('names the browser and system of a session', () => {
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on macOS');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
  });

  it('says so when there is no user agent, and keeps an unknown one short', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
