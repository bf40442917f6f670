import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles, sessions, users } from '../../src/server/db/schema';
import { fromPostgres } from '../../src/server/db/client';
import { LISTENER_APPLICATION_NAME } from '../../src/server/db/notifications';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, makeAdmin, type TestUser } from '../support/builders';

/**
 * GET /api/me and the token check read through a per-process cache (ADR 016): every change to the caller's session,
 * user, profile or balance must show at once, whichever code path made it, and on PostgreSQL on every instance.
 */
describe('GET /api/me through the account cache', () => {
  let t: TestApp;
  let user: TestUser;
  let headers: Record<string, string>;
  beforeEach(async () => {
    t = await buildTestApp();
    user = await buildUser(t.app);
    headers = bearer(await apiToken(t.app, user.cookie));
  });
  afterEach(() => t.close());

  const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('shows a role granted at once', async () => {
    expect((await me()).json()).toMatchObject({ isAdmin: false });
    await makeAdmin(t.database.db, user.id);
    expect((await me()).json()).toMatchObject({ isAdmin: true });
  });

  it('shows a profile changed directly in the database at once', async () => {
    expect((await me()).json()).toMatchObject({ subscriptionPlan: 'free' });
    await t.database.db.update(profiles).set({ subscriptionPlan: 'pro', firstName: 'Ada' }).where(eq(profiles.userId, user.id));
    expect((await me()).json()).toMatchObject({ subscriptionPlan: 'pro', firstName: 'Ada' });
  });

  it('shows a token spend at once', async () => {
    const before = (await me()).json().tokenCount as number;
    const { reservationId } = await t.app.services.ledger.reserve({ userId: user.id, amount: 700, reference: 'cache-test' });
    expect((await me()).json().tokenCount).toBe(before - 700);
    await t.app.services.ledger.settle(reservationId, 250);
    expect((await me()).json().tokenCount).toBe(before - 250);
  });

  it('stops the token at once when its session is deleted directly in the database, as better-auth does', async () => {
    expect((await me()).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me()).statusCode).toBe(401);
  });

  it('stops the token at once when the session has expired', async () => {
    expect((await me()).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await me()).statusCode).toBe(401);
  });

  it('stops the token at once when the user is banned directly in the database, and after a TRUNCATE', async () => {
    expect((await me()).statusCode).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect((await me()).statusCode).toBe(401);

    await t.database.db.update(users).set({ banned: false }).where(eq(users.id, user.id));
    expect((await me()).statusCode).toBe(200);
    await t.database.db.execute(sql`truncate sessions`);
    expect((await me()).statusCode).toBe(401);
  });
});

if (!process.env.DATABASE_URL) console.log('Skipping the two-instance account cache tests: DATABASE_URL is not set.');
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeEach(async () => {
    first = await buildTestApp();
    // Its own pool and listener on the same database (no password: trust auth): another process, as far as the
    // database can tell.
    second = await buildTestApp({ database: fromPostgres(first.database.location) });
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('a sign-out, a spend and a ban through one instance take effect on the other at once', async () => {
    const user = await buildUser(first.app);
    const other = await buildUser(first.app);
    const token = bearer(await apiToken(first.app, user.cookie));
    const otherToken = bearer(await apiToken(first.app, other.cookie));
    const meOnSecond = (headers: Record<string, string>) => second.app.inject({ method: 'GET', url: '/api/me', headers });
    const before = (await meOnSecond(token)).json().tokenCount as number;
    expect((await meOnSecond(otherToken)).statusCode).toBe(200);

    await first.app.services.ledger.reserve({ userId: user.id, amount: 300, reference: 'two-instances' });
    expect((await meOnSecond(token)).json().tokenCount).toBe(before - 300);

    const out = await first.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await meOnSecond(token)).statusCode).toBe(401);

    await first.database.db.update(users).set({ banned: true }).where(eq(users.id, other.id));
    expect((await meOnSecond(otherToken)).statusCode).toBe(401);
  });

  it('serves nothing cached once its listener is lost', async () => {
    const user = await buildUser(first.app);
    const token = bearer(await apiToken(first.app, user.cookie));
    const meOnSecond = () => second.app.inject({ method: 'GET', url: '/api/me', headers: token });
    expect((await meOnSecond()).statusCode).toBe(200);

    // Every listening connection (both instances') is cut; the session then goes without anyone hearing of it.
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    await first.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await meOnSecond()).statusCode).toBe(401);
  });
});
