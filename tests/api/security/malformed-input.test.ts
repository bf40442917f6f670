import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../src/server/http/route-table';
import { adminWithMfa } from '../../support/admin';
import { buildTestApp, type TestApp } from '../../support/app';
import { apiToken, bearer, cookieFrom } from '../../support/builders';
import {
  badCursors, badIds, badReportDays, bodyFieldProbes, formOddities, formQuirks, probeArb, queryFieldProbes, queryValueProbes, type Hints, type Probe,
} from './malformed-requests';

/**
 * Issue #13: no malformed request answers 5xx or crashes the server. Every route in `app.routeTable` gets requests
 * generated from its own schemas, sent anonymously, as a signed-in user, and (under /api/admin) as an MFA admin.
 * Requests go over a real socket so streamed answers can be cut off, as a client would.
 */

const RUNS = { anonymous: 50, user: 50, admin: 35 } as const;
const SEED = Number(process.env.MALFORMED_SEED ?? 20_261_125);
/** How long a request may take to answer. Only the long poll may wait longer, because it waits for events. */
const DEADLINE_MS = 30_000;
const LONG_POLL = { url: '/api/live/poll', deadlineMs: 200 };
const CONCURRENCY = 6;

type Role = keyof typeof RUNS;
const randomAddress = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;
interface Identity {
  headers: Record<string, string>;
}

describe('malformed input', () => {
  let t: TestApp;
  let baseUrl: string;
  let hints: Hints;
  const pools: Record<Role, { identities: Identity[]; create: () => Promise<Identity> }> = {
    anonymous: { identities: [{ headers: {} }], create: async () => ({ headers: {} }) },
    user: { identities: [], create: async () => ({ headers: await newUserHeaders() }) },
    admin: { identities: [], create: async () => ({ headers: (await adminWithMfa(t)).headers }) },
  };

  beforeAll(async () => {
    // Behind a trusted proxy each request can come from its own address, so per-IP rate limits do not hide routes.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const role of ['user', 'admin'] as const) pools[role].identities.push(await pools[role].create());
    hints = await realValues(pools.user.identities[0]!.headers);
  }, 120_000);
  afterAll(() => t?.close());

  /** A new account, signed up from an address of its own (sign-ups are limited per network). */
  async function newUserHeaders(): Promise<Record<string, string>> {
    const email = `malformed-${Date.now()}-${Math.random().toString(36).slice(2)}@firm.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': randomAddress() },
      payload: { email, password: 'correct-horse-battery', name: 'Malformed Input' },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
    return bearer(await apiToken(t.app, cookieFrom(signUp)));
  }

  /** Ids and catalogue values that exist, so generated requests also reach handlers with real records. */
  async function realValues(headers: Record<string, string>): Promise<Hints> {
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
    const catalogue = await call('GET', '/api/drafting/types');
    const typeIds = (catalogue.types as Array<{ id: string }>).map((type) => type.id);
    const jurisdiction = (catalogue.jurisdictions as Array<{ id: string }>).map((option) => option.id);
    const draft = await call('POST', '/api/drafts', { typeId: typeIds[0], jurisdiction: jurisdiction[0], intake: {} });
    const session = await call('POST', '/api/chat/sessions', {});
    const me = await call('GET', '/api/me');
    const ids = [draft.id, session.id, me.id ?? me.user?.id].filter((id): id is string => typeof id === 'string');
    return { id: ids, typeId: typeIds, jurisdiction, sectionId: ['facts', 'argument'], versionId: ids };
  }

  async function send(probe: Probe, role: Role, identity: Identity): Promise<number | 'waiting'> {
    const deadline = probe.path === LONG_POLL.url ? LONG_POLL.deadlineMs : DEADLINE_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadline);
    const headers = { ...identity.headers, 'x-forwarded-for': randomAddress(), ...(probe.contentType ? { 'content-type': probe.contentType } : {}) };
    try {
      const res = await fetch(`${baseUrl}${probe.path}${probe.query ? `?${probe.query}` : ''}`, {
        method: probe.method,
        headers,
        body: probe.method === 'GET' ? undefined : probe.body,
        signal: controller.signal,
        // A redirect (single sign-on's callback sends the browser to /login) is the route's answer: not followed.
        redirect: 'manual',
      });
      if (res.status >= 500) throw new Error(`${res.status} ${await res.text()}`);
      // A stream (chat, generation, support answers, the live channel) is cut off once it answered: that is a stop.
      await res.body?.cancel();
      return res.status;
    } catch (error) {
      if (controller.signal.aborted && probe.path === LONG_POLL.url) return 'waiting';
      throw new Error(`${label(probe, role)} failed: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  const label = (probe: Probe, role: Role) =>
    `${role} ${probe.method} ${probe.path}${probe.query ? `?${probe.query}` : ''} [${probe.contentType ?? 'no content type'}] ${(probe.body ?? '').slice(0, 300)}`;

  /**
   * Sends a probe; a 429 means a rate limit answered before the schema was reached, so it is sent again as someone
   * else. A limit keyed by what the body names (an account's email) stays: those 429s are counted and printed.
   */
  async function sendReaching(probe: Probe, role: Role, route: RouteEntry): Promise<number | 'waiting'> {
    const pool = pools[role];
    const key = `${role} ${route.method} ${route.url}`;
    // Another request may be creating the identity this route turns to next: until then, the newest one serves.
    const identity = (index: number) => pool.identities[Math.min(index, pool.identities.length - 1)]!;
    let status = await send(probe, role, identity(turn.get(key) ?? 0));
    for (let attempt = 0; status === 429 && attempt < 2; attempt += 1) {
      // The next identity this route has not yet worn out, or a new one when it has worn them all out.
      const next = (turn.get(key) ?? 0) + 1;
      turn.set(key, next);
      while (pool.identities.length <= next) pool.identities.push(await pool.create());
      status = await send(probe, role, identity(next));
    }
    return status;
  }
  const turn = new Map<string, number>();

  async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
    const queue = [...items];
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }));
  }

  /** Requests every route gets as they are, besides the generated ones: bad ids in every parameter, absurd nesting. */
  function fixedProbes(route: RouteEntry): Probe[] {
    const withParam = (id: string) => route.url.replace(/:(\w+)|\*/g, id);
    const probes: Probe[] = [
      ...badIds.map((id) => ({ method: route.method, path: withParam(id), query: '' })),
      // PostgreSQL refuses NUL in text: in every string field of the query and the body, otherwise valid.
      ...queryFieldProbes(route, hints, SEED, 'a%00b'),
      ...bodyFieldProbes(route, hints, SEED, 'a\u0000b'),
    ];
    if (route.method !== 'GET') {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      probes.push({ method: route.method, path: withParam('1'), query: '', contentType: 'application/json', body: deep });
    }
    return probes;
  }

  it('answers no generated request with a 5xx, for every route in the route table', { timeout: 240_000 }, async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    const counts = { requests: 0, waiting: 0, byStatus: new Map<number, number>() };
    const failures: string[] = [];
    let seed = SEED;
    const jobs: Array<{ probe: Probe; role: Role; route: RouteEntry }> = [];
    for (const route of routes) {
      const roles: Role[] = route.url.startsWith('/api/admin/') ? ['anonymous', 'user', 'admin'] : ['anonymous', 'user'];
      for (const role of roles) {
        seed += 1;
        const generated = fc.sample(probeArb(route, hints), { numRuns: RUNS[role], seed });
        for (const probe of [...fixedProbes(route), ...generated]) jobs.push({ probe, role, route });
      }
    }
    await inPool(jobs, async ({ probe, role, route }) => {
      try {
        const status = await sendReaching(probe, role, route);
        counts.requests += 1;
        if (status === 'waiting') counts.waiting += 1;
        else counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1);
      } catch (error) {
        counts.requests += 1;
        const message = (error as Error).message;
        failures.push(message.startsWith(role) ? message : `${label(probe, role)}: ${message}`);
      }
    });
    console.log(
      `malformed-input: ${counts.requests} requests over ${routes.length} routes, ${failures.length} server errors` +
        ` (statuses ${[...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')};` +
        ` ${counts.waiting} long polls still waiting for events at ${LONG_POLL.deadlineMs} ms; seed ${SEED})`,
    );
    // One failing request per route and role is enough to reproduce each; the count says how many there were.
    const firstPerRoute = [...new Map(failures.map((failure) => [failure.split(/[?\s]/).slice(0, 3).join(' '), failure])).values()];
    expect(firstPerRoute.map((failure) => failure.slice(0, 600))).toEqual([]);
    expect(counts.requests).toBeGreaterThanOrEqual(10_000);
  });

  it('answers crafted page cursors and extreme report days with 400 and the error envelope, on every route that takes them', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    const wrong: string[] = [];
    const reached = new Set<string>();
    let sent = 0;
    // The generated requests above have used up some per-user allowances: a 429 moves on to a new identity.
    const wearing: Record<Role, Identity> = { anonymous: pools.anonymous.identities[0]!, user: pools.user.identities[0]!, admin: pools.admin.identities[0]! };
    async function answerOf(probe: Probe, role: Role) {
      for (let attempt = 0; ; attempt += 1) {
        const res = await fetch(`${baseUrl}${probe.path}?${probe.query}`, { headers: { ...wearing[role].headers, 'x-forwarded-for': randomAddress() } });
        if (res.status !== 429 || attempt === 2) return { status: res.status, body: (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null };
        await res.body?.cancel();
        wearing[role] = await pools[role].create();
      }
    }
    for (const route of routes) {
      const role: Role = route.url.startsWith('/api/admin/') ? 'admin' : 'user';
      const probes = [
        ...queryValueProbes(route, hints, SEED, 'cursor', badCursors),
        ...queryValueProbes(route, hints, SEED, 'from', badReportDays),
        ...queryValueProbes(route, hints, SEED, 'to', badReportDays),
      ];
      for (const probe of probes) {
        sent += 1;
        reached.add(`${route.method} ${route.url}`);
        const { status, body } = await answerOf(probe, role);
        if (status !== 400 || typeof body?.error !== 'string' || typeof body.message !== 'string') {
          wrong.push(`${label(probe, role)} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }
    }
    console.log(`malformed-input: ${sent} crafted cursors and report days over ${reached.size} routes (${[...reached].join(', ')})`);
    for (const route of ['GET /api/drafts', 'GET /api/documents', 'GET /api/chat/sessions', 'GET /api/admin/users', 'GET /api/admin/analytics', 'GET /api/me/usage']) {
      expect(reached).toContain(route);
    }
    expect(wrong).toEqual([]);
  });

  it('answers malformed multipart forms with 400 and the envelope, and odd ones never with a 5xx, on every route that reads a form', async () => {
    let identity = pools.admin.identities[0]!;
    async function answerOf(route: RouteEntry, form: { contentType: string; body: string }) {
      for (let attempt = 0; ; attempt += 1) {
        const res = await fetch(`${baseUrl}${route.url}`, {
          method: route.method,
          headers: { ...identity.headers, 'x-forwarded-for': randomAddress(), 'content-type': form.contentType },
          body: form.body,
        });
        if (res.status !== 429 || attempt === 2) return { status: res.status, body: (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null };
        await res.body?.cancel();
        identity = await pools.admin.create();
      }
    }
    // A route reads a form when a form with no parts is neither refused for its content type (415) nor for who sends
    // it (an admin reaches every route); such a route has no JSON body schema, and a form with no parts asks nothing.
    const empty = formQuirks.find((form) => form.quirk === 'only the closing boundary')!;
    const formRoutes: RouteEntry[] = [];
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.method === 'GET' || route.url.includes(':') || (route.schema as { body?: unknown } | undefined)?.body) continue;
      if (![401, 403, 415].includes((await answerOf(route, empty)).status)) formRoutes.push(route);
    }
    const wrong: string[] = [];
    for (const route of formRoutes) {
      for (const form of formQuirks) {
        const { status, body } = await answerOf(route, form);
        if (status !== 400 || typeof body?.error !== 'string' || typeof body.message !== 'string') {
          wrong.push(`${route.method} ${route.url} with ${form.quirk} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }
      for (const form of formOddities) {
        const { status, body } = await answerOf(route, form);
        if (status >= 500 || (status >= 400 && (typeof body?.error !== 'string' || typeof body.message !== 'string'))) wrong.push(`${route.method} ${route.url} with ${form.quirk} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    console.log(
      `malformed-input: ${formQuirks.length} malformed forms and ${formOddities.length} odd ones over ${formRoutes.length} route(s) ` +
        `that read a form (${formRoutes.map((route) => `${route.method} ${route.url}`).join(', ')})`,
    );
    expect(formRoutes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/documents');
    expect(wrong).toEqual([]);
  });

  it('answers null in place of a string field with 400, on every route that takes a JSON body', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const role: Role = route.url.startsWith('/api/admin/') ? 'admin' : 'user';
      for (const probe of bodyFieldProbes(route, hints, SEED, null)) {
        sent += 1;
        const status = await sendReaching(probe, role, route);
        if (status !== 400) wrong.push(`${route.method} ${route.url} with ${probe.field}: null answered ${status}`);
      }
    }
    console.log(`malformed-input: ${sent} requests with a null string field`);
    expect(sent).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
