import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { adminWithMfa, adminWithoutMfa, signedInUser, type SignedIn } from '../support/admin';

let t: TestApp;
let admin: SignedIn;
let adminNoMfa: SignedIn;
let member: SignedIn;
let target: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminWithMfa(t);
  adminNoMfa = await adminWithoutMfa(t);
  member = await signedInUser(t);
  target = await signedInUser(t);
});
afterAll(() => t.close());

/** Every admin endpoint, each with a request an admin would make. */
const endpoints = (): Array<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }> => [
  { method: 'GET', url: '/api/admin/users?q=firm' },
  { method: 'GET', url: `/api/admin/users/${target.user.id}` },
  { method: 'POST', url: `/api/admin/users/${target.user.id}/disable`, payload: { reason: 'checking access' } },
  { method: 'POST', url: `/api/admin/users/${target.user.id}/enable` },
  { method: 'POST', url: `/api/admin/users/${target.user.id}/tokens`, payload: { amount: 10, reason: 'checking access' } },
  { method: 'POST', url: `/api/admin/users/${target.user.id}/role`, payload: { admin: false } },
  { method: 'GET', url: '/api/admin/invitations' },
  { method: 'POST', url: '/api/admin/invitations' },
  { method: 'GET', url: '/api/admin/analytics' },
  { method: 'GET', url: '/api/admin/analytics.csv?report=daily' },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'GET', url: '/api/admin/openapi.json' },
  { method: 'GET', url: '/api/admin/operator-guide' },
];

const call = (endpoint: ReturnType<typeof endpoints>[number], headers: Record<string, string>) =>
  t.app.inject({ method: endpoint.method, url: endpoint.url, headers, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });

describe('every admin endpoint', () => {
  it('refuses a signed-out caller with 401 unauthenticated', async () => {
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, {});
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(res.json().error).toBe('unauthenticated');
    }
  });

  it('refuses a signed-in user who is not an admin with 403 permission-denied', async () => {
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, member.headers);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'permission-denied', message: 'This area is for administrators only.' });
    }
  });

  it('refuses an admin without phone MFA with 403 permission-denied', async () => {
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, adminNoMfa.headers);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'permission-denied', message: 'Administrators must turn on phone verification first.' });
    }
  });

  it('refuses before looking at the request, so a stranger learns nothing from a malformed one', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${target.user.id}/tokens`, payload: { amount: 'lots' } });
    expect(res.statusCode).toBe(401);
  });

  it('serves an admin with phone MFA', async () => {
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, admin.headers);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe("better-auth's own admin endpoints", () => {
  it('are not reachable over HTTP, so no admin action skips phone MFA or the audit log', async () => {
    for (const path of ['ban-user', 'set-role', 'impersonate-user', 'list-users', 'remove-user']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/admin/${path}`,
        headers: { cookie: adminNoMfa.user.cookie },
        payload: { userId: target.user.id, role: 'admin' },
      });
      expect(res.statusCode, path).toBe(404);
    }
    const account = await t.app.inject({ method: 'GET', url: `/api/admin/users/${target.user.id}`, headers: admin.headers });
    expect(account.json()).toMatchObject({ isAdmin: false, disabled: false });
  });
});
