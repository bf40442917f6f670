import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { appSettings, users } from '../../src/server/db/schema';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from '../support/app';
import {
  apiToken,
  bearer,
  buildUser,
  cookieFrom,
  enrolPhone,
  type TestUser,
} from '../support/builders';
import { signInWithSms } from '../support/admin';
import { createTestDatabase } from '../support/database';

const ADMIN_PHONE = '+14155550100';

/** A logger configuration whose output (pino's JSON lines) is collected in `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

const setupCodeIn = (lines: string[]) =>
  lines
    .map((line) => /Admin setup code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(JSON.parse(line).msg ?? '')?.[1])
    .find(Boolean) ?? null;

/** Builds the app with its log captured, and reads the one-time setup code it prints. */
async function buildAppReadingSetupCode(): Promise<{ t: TestApp; setupCode: string | null; logLines: string[] }> {
  const { lines, logger } = capturedLogger();
  const t = await buildTestApp({ deps: { logger } });
  return { t, setupCode: setupCodeIn(lines), logLines: lines };
}

let sequence = 0;
const account = (overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {}) => {
  sequence += 1;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `admin${sequence}-${Date.now()}@firm.test`,
    password: 'admin-password',
    ...overrides,
  };
};

const isAdmin = async (t: TestApp, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, cookie)) });
  return res.json().isAdmin as boolean;
};

const userCount = async (t: TestApp) => (await t.database.db.select({ id: users.id }).from(users)).length;


const hasSessionCookie = (res: LightMyRequestResponse) => cookieFrom(res).includes('session_token=');

describe('first administrator (setup code)', () => {
  let t: TestApp;
  let setupCode: string;
  let logLines: string[];
  beforeEach(async () => {
    const built = await buildAppReadingSetupCode();
    t = built.t;
    logLines = built.logLines;
    expect(built.setupCode).not.toBeNull();
    setupCode = built.setupCode!;
  });
  afterEach(() => t.close());

  const setup = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin-setup', payload });

  it('prints a setup code at start-up while no admin exists, and says setup is needed', async () => {
    expect(setupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(JSON.parse(logLines.find((l) => l.includes(setupCode))!).level).toBe(40);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needed: true });
  });

  it('refuses a wrong code with 403 and creates no account', async () => {
    const res = await setup({ code: 'AAAA-BBBB-CCCC', ...account() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission-denied');
    expect(hasSessionCookie(res)).toBe(false);
    expect(await userCount(t)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-setup' })).json()).toEqual({ needed: true });
  });

  it('creates the first admin with the right code, signed in, and setup is then no longer needed', async () => {
    const res = await setup({ code: setupCode, ...account({ firstName: 'Grace', lastName: 'Brewster Hopper' }) });
    expect(res.statusCode).toBe(200);
    expect(hasSessionCookie(res)).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, cookieFrom(res))) });
    expect(me.json()).toMatchObject({ isAdmin: true, firstName: 'Grace', lastName: 'Brewster Hopper' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-setup' })).json()).toEqual({ needed: false });
  });

  it('accepts the code typed in lower case with spaces around it', async () => {
    const res = await setup({ code: `  ${setupCode.toLowerCase()} `, ...account() });
    expect(res.statusCode).toBe(200);
    expect(await isAdmin(t, cookieFrom(res))).toBe(true);
  });

  it('does not accept the code a second time', async () => {
    expect((await setup({ code: setupCode, ...account() })).statusCode).toBe(200);
    const again = await setup({ code: setupCode, ...account() });

    expect(again.statusCode).toBe(412);
    expect(again.json().error).toBe('failed-precondition');
    expect(hasSessionCookie(again)).toBe(false);
    expect(await userCount(t)).toBe(1);
  });

  it('answers an address that already has an account with 409, and the code still works afterwards', async () => {
    const existing = await buildUser(t.app);
    const taken = await setup({ code: setupCode, ...account({ email: existing.email }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'already-exists',
      message: 'An account with this email address already exists. Please try logging in instead.',
    });
    expect(await isAdmin(t, existing.cookie)).toBe(false);

    const res = await setup({ code: setupCode, ...account() });
    expect(res.statusCode).toBe(200);
    expect(await isAdmin(t, cookieFrom(res))).toBe(true);
  });
});

describe('restarting the server', () => {
  // The restarted server reads the same database, so it needs the same master key to unwrap the stored secrets.
  const config = () => loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: TEST_MASTER_KEY });

  it('prints no setup code once an admin exists, and still answers needed:false', async () => {
    const first = await buildAppReadingSetupCode();
    const res = await first.t.app.inject({ method: 'POST', url: '/api/admin-setup', payload: { code: first.setupCode, ...account() } });
    expect(res.statusCode).toBe(200);
    await first.t.app.close();

    const { lines, logger } = capturedLogger();
    const restarted = await buildApp({ config: config(), database: first.t.database, logger });
    try {
      expect(lines.some((line) => line.includes('Admin setup code'))).toBe(false);
      expect((await restarted.inject({ method: 'GET', url: '/api/admin-setup' })).json()).toEqual({ needed: false });
      const again = await restarted.inject({ method: 'POST', url: '/api/admin-setup', payload: { code: first.setupCode, ...account() } });
      expect(again.statusCode).toBe(412);
    } finally {
      await restarted.close();
      await first.t.database.close();
    }
  });

  it('prints a new code while no admin exists, and the earlier one works too (another instance may have printed it)', async () => {
    const first = await buildAppReadingSetupCode();
    await first.t.app.close();

    const { lines, logger } = capturedLogger();
    const restarted = await buildApp({ config: config(), database: first.t.database, logger });
    try {
      const newCode = setupCodeIn(lines);
      expect(newCode).not.toBeNull();
      expect(newCode).not.toBe(first.setupCode);
      const old = await restarted.inject({ method: 'POST', url: '/api/admin-setup', payload: { code: first.setupCode, ...account() } });
      expect(old.statusCode).toBe(200);
      const res = await restarted.inject({ method: 'POST', url: '/api/admin-setup', payload: { code: newCode, ...account() } });
      expect(res.statusCode).toBe(412);
    } finally {
      await restarted.close();
      await first.t.database.close();
    }
  });
});

describe('several instances on one database (each prints its own setup code)', () => {
  const config = () => loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: TEST_MASTER_KEY });
  let instances: FastifyInstance[];
  let codes: string[];
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    instances = [];
    codes = [];
    for (let i = 0; i < 3; i += 1) {
      const { lines, logger } = capturedLogger();
      instances.push(await buildApp({ config: config(), database, logger }));
      codes.push(setupCodeIn(lines)!);
    }
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.close();
  });

  const setup = (instance: FastifyInstance, code: string) =>
    instance.inject({ method: 'POST', url: '/api/admin-setup', payload: { code, ...account() } });

  it('accept on any instance the code any of them printed, and none once the first admin exists', async () => {
    expect(new Set(codes).size).toBe(3);
    // The first code printed is the one a single stored code would have lost to the later starts.
    const res = await setup(instances[2]!, codes[0]!);
    expect(res.statusCode).toBe(200);
    expect(hasSessionCookie(res)).toBe(true);

    for (const [index, code] of codes.entries()) {
      const again = await setup(instances[index]!, code);
      expect(again.statusCode).toBe(412);
      expect(hasSessionCookie(again)).toBe(false);
    }
  });

  it('make exactly one first admin when two codes are used at the same moment', async () => {
    const answers = await Promise.all([setup(instances[0]!, codes[1]!), setup(instances[1]!, codes[0]!)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 412]);
    const admins = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('refuse a code printed more than seven days ago, and accept a newer one', async () => {
    await database.db.update(appSettings).set({ updatedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    const { lines, logger } = capturedLogger();
    instances.push(await buildApp({ config: config(), database, logger }));

    const stale = await setup(instances[3]!, codes[0]!);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/not valid/);
    expect((await setup(instances[0]!, setupCodeIn(lines)!)).statusCode).toBe(200);
  });
});

describe('admin invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    const built = await buildAppReadingSetupCode();
    t = built.t;
    const input = account();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin-setup', payload: { code: built.setupCode, ...input } });
    expect(res.statusCode).toBe(200);
    admin = {
      id: res.json().user.id,
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      cookie: cookieFrom(res),
      remoteAddress: '127.0.0.1',
    };
  });
  afterEach(() => t.close());

  const invite = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers });
  const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin-register', payload });

  /** Turns on the admin's phone MFA and signs in again through the SMS step; returns bearer headers. */
  async function adminWithMfa(): Promise<Record<string, string>> {
    await enrolPhone(t.app, t.database.db, admin, ADMIN_PHONE);
    const cookie = await signInWithSms(t, admin.email, admin.password, ADMIN_PHONE);
    return bearer(await apiToken(t.app, cookie));
  }

  it('refuses an admin without phone MFA with 403 permission-denied', async () => {
    const res = await invite(bearer(await apiToken(t.app, admin.cookie)));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission-denied');
  });

  it('gives an admin with phone MFA a single-use code valid for days', async () => {
    const res = await invite(await adminWithMfa());
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json() as { code: string; expiresAt: string };
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
  });

  it('lets the invitation code create a second admin once; the same code again is refused with 403', async () => {
    const { code } = (await invite(await adminWithMfa())).json() as { code: string };

    const second = await register({ code, ...account({ firstName: 'Ada', lastName: 'Lovelace' }) });
    expect(second.statusCode).toBe(200);
    expect(hasSessionCookie(second)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, cookieFrom(second))) });
    expect(me.json()).toMatchObject({ isAdmin: true, firstName: 'Ada', lastName: 'Lovelace' });

    const before = await userCount(t);
    const again = await register({ code, ...account() });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('permission-denied');
    expect(hasSessionCookie(again)).toBe(false);
    expect(await userCount(t)).toBe(before);
  });

  it('refuses an unknown invitation code with 403', async () => {
    const res = await register({ code: 'AAAA-BBBB-CCCC', ...account() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission-denied');
    expect(await userCount(t)).toBe(1);
  });

  it('keeps an invitation usable when registering fails because the address is taken', async () => {
    const { code } = (await invite(await adminWithMfa())).json() as { code: string };
    const existing = await buildUser(t.app);

    const taken = await register({ code, ...account({ email: existing.email }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('already-exists');
    expect(await isAdmin(t, existing.cookie)).toBe(false);

    const res = await register({ code, ...account() });
    expect(res.statusCode).toBe(200);
    expect(await isAdmin(t, cookieFrom(res))).toBe(true);
  });

  it('refuses a non-admin with 403, even with phone MFA on', async () => {
    const user = await buildUser(t.app);
    const plain = await invite(bearer(await apiToken(t.app, user.cookie)));
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error).toBe('permission-denied');

    await enrolPhone(t.app, t.database.db, user, '+14155550123');
    const cookie = await signInWithSms(t, user.email, user.password, '+14155550123');
    const withMfa = await invite(bearer(await apiToken(t.app, cookie)));
    expect(withMfa.statusCode).toBe(403);
    expect(withMfa.json().error).toBe('permission-denied');
  });

  it('answers a signed-out caller with 401', async () => {
    const res = await invite({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
  });
});
