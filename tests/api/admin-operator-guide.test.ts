import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorGuideSchema } from '../../src/shared/api/admin';
import { adminWithMfa, signedInUser } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/operator-guide', () => {
  it('gives an admin the operator guide, which the public bundle no longer carries', async () => {
    const admin = await adminWithMfa(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/operator-guide', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(operatorGuideSchema.parse(res.json())).toEqual({ markdown: readFileSync('content/admin/operator-guide.md', 'utf8') });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses anyone else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/operator-guide' })).statusCode).toBe(401);
    const member = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/operator-guide', headers: member.headers })).statusCode).toBe(403);
  });
});
