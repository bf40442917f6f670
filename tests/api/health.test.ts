import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../src/shared/api/health';
import { buildTestApp, type TestApp } from '../support/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports status, version and the database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toEqual({ kind: process.env.DATABASE_URL ? 'postgresql' : 'pglite', ok: true });
  });

  it('reports degraded with 503 when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await broken.app.close();
  });
});
