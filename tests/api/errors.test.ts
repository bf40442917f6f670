import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/http/logging';
import { signedInUser } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';

describe('the API error envelope', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const postVisit = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/track-visit', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 invalid-argument', async () => {
    const res = await postVisit('{"page": "/about"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-argument', message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types with 400 and names the field', async () => {
    const res = await postVisit(JSON.stringify({ page: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
    expect(res.json().message).toMatch(/page/);
  });

  it('answers a missing body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/track-visit' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await postVisit('page=/about', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('invalid-argument');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const small = await buildTestApp({ env: { BODY_LIMIT_BYTES: '64' } });
    try {
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/track-visit',
        payload: JSON.stringify({ page: `/${'a'.repeat(200)}` }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'invalid-argument' });
    } finally {
      await small.close();
    }
  });

  it('answers an unknown API path with 404 not-found in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not-found', message: 'No API route matches GET /api/no-such-thing.' });
  });

  it('hides the details of an unexpected failure behind 500 internal', async () => {
    t.app.get('/api/test-explodes', async () => {
      throw new Error('secret database password in a stack trace');
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'An internal error occurred. Please try again.' });
    expect(res.body).not.toMatch(/secret|stack|at /);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the request deadline', () => {
  it('answers 504 deadline-exceeded when a request outlives the deadline', async () => {
    const t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '50' } });
    try {
      t.app.get('/api/test-slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { late: true };
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/test-slow' });
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toBe('deadline-exceeded');
    } finally {
      await t.close();
    }
  });
});

describe('input PostgreSQL or a serialiser cannot take', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeEach(async () => {
    t = await buildTestApp();
    headers = (await signedInUser(t)).headers;
  });
  afterEach(() => t.close());

  const expectRefused = (res: { statusCode: number; json(): unknown }, part: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-argument', message: expect.stringContaining(`request ${part}`) });
  };

  it('refuses a NUL in a path id, a query, a JSON value or a JSON key with 400, before the handler', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/drafts/abc%00', headers }), 'path');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/drafts?q=motion%00', headers }), 'query');
    const ticket = { name: 'Ann', email: 'ann@firm.test', subject: 'Help', message: 'text\u0000more' };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: ticket }), 'body');
    const keyed = { typeId: 'nda', jurisdiction: 'us-ca', intake: { 'party\u0000': 'x' } };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/drafts', headers, payload: keyed }), 'body');
  });

  it('refuses JSON nested 100,000 levels deep with 400, on better-auth routes too', async () => {
    const deep = `{"email":"a@firm.test","password":"correct-horse","name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: deep, headers: { 'content-type': 'application/json' } });
    expectRefused(res, 'body');
    expect(res.json().message).toMatch(/64 levels/);
  });
});

describe('what the logs keep', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) };
  };

  it('logs a failed query as its type, code and message, without the parameter values', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({ deps: { logger } });
    try {
      t.app.get('/api/test-query-fails', async () => t.database.db.execute(sql`select ${'privileged ticket text'}::int as n`));
      const res = await t.app.inject({ method: 'GET', url: '/api/test-query-fails' });
      expect(res.statusCode).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('22P02');
      expect(logged).not.toContain('privileged ticket text');
    } finally {
      await t.close();
    }
  });

  it('logs one line per request, when it is answered, with its path and status', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({ deps: { logger } });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { path: string }; res?: { statusCode: number } });
      const requests = logged.filter((line) => line.req?.path === '/api/health');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    } finally {
      await t.close();
    }
  });

  it('logs the request path without the query string a search term is in, and no credentials', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({ deps: { logger } });
    try {
      const headers = { authorization: 'Bearer not-a-real-token-abc', cookie: 'better-auth.session_token=cookie-value-xyz' };
      await t.app.inject({ method: 'GET', url: '/api/research/search?q=confidential+merger+terms', headers });
      const logged = lines.join('');
      expect(logged).toContain('/api/research/search');
      expect(logged).not.toContain('confidential');
      expect(logged).not.toMatch(/not-a-real-token|cookie-value/);
    } finally {
      await t.close();
    }
  });
});
