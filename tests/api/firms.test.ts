import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, firmInvitations, profiles } from '../../src/server/db/schema';
import type { FirmDetail, FirmInvitation, ListFirmsResponse } from '../../src/shared/api/firms';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { latestMessage } from '../support/builders';
import { verifiedUser } from '../support/email-verification';

/** Issue #19, first slice: firms, members, roles and invitations by email. */
describe('firms', () => {
  let t: TestApp;
  let owner: SignedIn;
  let colleague: SignedIn;
  let stranger: SignedIn;
  let firm: FirmDetail;

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const setPlan = (who: SignedIn, plan: string) => t.database.db.update(profiles).set({ subscriptionPlan: plan }).where(eq(profiles.userId, who.user.id));

  /** Invites `who`'s email into `firmId` and returns the token from the link in the email. */
  async function invite(by: SignedIn, firmId: string, email: string, role: 'admin' | 'member' = 'member') {
    const res = await call(by, 'POST', `/api/firms/${firmId}/members`, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    const message = await latestMessage(t.database.db, email.toLowerCase());
    const link = /https?:\/\/\S+\/firms\/join\?token=([\w%-]+)&email=(\S+)\s/.exec(message!.body)!;
    // The link names the invited address, which sign-up from it fills in (issue #39).
    expect(decodeURIComponent(link[2]!)).toBe(email.toLowerCase());
    return { invitation: res.json<FirmInvitation>(), token: decodeURIComponent(link[1]!) };
  }

  async function member(firmId: string, role: 'admin' | 'member' = 'member'): Promise<SignedIn> {
    const user = await verifiedUser(t);
    const { token } = await invite(owner, firmId, user.user.email, role);
    expect((await call(user, 'POST', '/api/firms/join', { token })).statusCode).toBe(200);
    return user;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    // Accepting an invitation needs a proven address (issue #40): these people have opened their verification links.
    [owner, colleague, stranger] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    await setPlan(owner, 'firm');
  });
  afterAll(() => t.close());

  it('creates a firm whose creator is its owner, with seats from the plan', async () => {
    const res = await call(owner, 'POST', '/api/firms', { name: '  Doe & Roe LLP ' });
    expect(res.statusCode).toBe(201);
    firm = res.json<FirmDetail>();
    expect(firm).toMatchObject({ name: 'Doe & Roe LLP', role: 'owner', seats: 10, seatsUsed: 1, invitations: [] });
    expect(firm.members).toEqual([expect.objectContaining({ userId: owner.user.id, email: owner.user.email, role: 'owner' })]);
    const list = (await call(owner, 'GET', '/api/firms')).json<ListFirmsResponse>();
    expect(list.firms).toEqual([expect.objectContaining({ id: firm.id, name: 'Doe & Roe LLP', role: 'owner' })]);
    expect((await call(stranger, 'GET', '/api/firms')).json<ListFirmsResponse>().firms).toEqual([]);
  });

  it('invites a colleague by email; the link in the email makes them a member', async () => {
    const { invitation, token } = await invite(owner, firm.id, colleague.user.email.toUpperCase());
    expect(invitation).toMatchObject({ email: colleague.user.email, role: 'member' });
    const pending = (await call(owner, 'GET', `/api/firms/${firm.id}`)).json<FirmDetail>();
    expect(pending.invitations.map((i) => i.email)).toEqual([colleague.user.email]);
    expect(pending.seatsUsed).toBe(2);
    // The token is kept only as its hash.
    const [row] = await t.database.db.select().from(firmInvitations).where(eq(firmInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);

    const joined = await call(colleague, 'POST', '/api/firms/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<FirmDetail>()).toMatchObject({ id: firm.id, role: 'member', seatsUsed: 2, invitations: [] });
    const seen = (await call(owner, 'GET', `/api/firms/${firm.id}`)).json<FirmDetail>();
    expect(seen.members.map((m) => [m.email, m.role])).toEqual([[owner.user.email, 'owner'], [colleague.user.email, 'member']]);
    expect(seen.invitations).toEqual([]);

    // Used: the same link does not work for anyone else; for the member it simply shows the firm again.
    expect((await call(colleague, 'POST', '/api/firms/join', { token })).statusCode).toBe(200);
    await t.database.db.update(firmInvitations).set({ email: stranger.user.email }).where(eq(firmInvitations.id, invitation.id));
    const reused = await call(stranger, 'POST', '/api/firms/join', { token });
    expect(reused.statusCode).toBe(412);
    expect(reused.json().message).toMatch(/already been used/);
  });

  it('lets a member read the firm but not invite', async () => {
    const res = await call(colleague, 'POST', `/api/firms/${firm.id}/members`, { email: 'someone@firm.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'permission-denied', message: expect.stringMatching(/owners and admins/) });
  });

  it('refuses an invitation to a user with another email address, and an expired one', async () => {
    const { token, invitation } = await invite(owner, firm.id, 'partner@firm.test');
    const wrong = await call(stranger, 'POST', '/api/firms/join', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/another email address/);

    await t.database.db
      .update(firmInvitations)
      .set({ email: stranger.user.email, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.id, invitation.id));
    const expired = await call(stranger, 'POST', '/api/firms/join', { token });
    expect(expired.statusCode).toBe(412);
    expect(expired.json().message).toMatch(/expired/);
    expect((await call(stranger, 'POST', '/api/firms/join', { token: 'not-a-token' })).statusCode).toBe(404);
  });

  it("says a firm on a personal plan has one seat, in words that read right", async () => {
    const alone = await signedInUser(t);
    const firm = (await call(alone, 'POST', '/api/firms', { name: 'Sole Practice' })).json<FirmDetail>();
    const full = await call(alone, 'POST', `/api/firms/${firm.id}/members`, { email: 'clerk@firm.test', role: 'member' });
    expect(full.statusCode).toBe(412);
    expect(full.json<{ message: string }>().message).toMatch(/^This firm's one seat is taken by members and pending invitations\. .*Firm plan, which gives a firm 10 seats\.$/);
  });

  it('refuses an invitation beyond the seats, naming the Firm plan; revoking frees the seat', async () => {
    const solo = await signedInUser(t);
    await setPlan(solo, 'professional');
    const small = (await call(solo, 'POST', '/api/firms', { name: 'Small Practice' })).json<FirmDetail>();
    expect(small.seats).toBe(3);
    const first = await invite(solo, small.id, 'one@firm.test');
    await invite(solo, small.id, 'two@firm.test');
    const full = await call(solo, 'POST', `/api/firms/${small.id}/members`, { email: 'three@firm.test', role: 'member' });
    expect(full.statusCode).toBe(412);
    expect(full.json()).toMatchObject({ error: 'failed-precondition', message: expect.stringMatching(/All 3 seats .* Firm plan/) });
    // Inviting a pending address again sends a new link without taking a second seat.
    expect((await call(solo, 'POST', `/api/firms/${small.id}/members`, { email: 'one@firm.test', role: 'admin' })).statusCode).toBe(201);

    expect((await call(solo, 'DELETE', `/api/firms/${small.id}/invitations/${first.invitation.id}`)).statusCode).toBe(204);
    expect((await call(solo, 'POST', `/api/firms/${small.id}/members`, { email: 'three@firm.test', role: 'member' })).statusCode).toBe(201);
  });

  it('lets an admin manage members but not owners, and keeps at least one owner', async () => {
    const admin = await member(firm.id, 'admin');
    const removeOwner = await call(admin, 'DELETE', `/api/firms/${firm.id}/members/${owner.user.id}`);
    expect(removeOwner.statusCode).toBe(403);
    expect((await call(admin, 'PATCH', `/api/firms/${firm.id}/members/${owner.user.id}`, { role: 'member' })).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', `/api/firms/${firm.id}/members/${colleague.user.id}`, { role: 'owner' })).statusCode).toBe(403);

    const leave = await call(owner, 'DELETE', `/api/firms/${firm.id}/members/${owner.user.id}`);
    expect(leave.statusCode).toBe(412);
    expect(leave.json().message).toMatch(/at least one owner/);
    expect((await call(owner, 'PATCH', `/api/firms/${firm.id}/members/${owner.user.id}`, { role: 'admin' })).statusCode).toBe(412);

    const promoted = await call(admin, 'PATCH', `/api/firms/${firm.id}/members/${colleague.user.id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<FirmDetail>().members.find((m) => m.userId === colleague.user.id)?.role).toBe('admin');
    expect((await call(admin, 'DELETE', `/api/firms/${firm.id}/members/${admin.user.id}`)).statusCode).toBe(204);
  });

  it('shuts a removed member out at once, and a non-member never sees the firm', async () => {
    const leaving = await member(firm.id);
    expect((await call(leaving, 'GET', `/api/firms/${firm.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/firms/${firm.id}/members/${leaving.user.id}`)).statusCode).toBe(204);
    expect((await call(leaving, 'GET', `/api/firms/${firm.id}`)).statusCode).toBe(404);
    expect((await call(leaving, 'GET', '/api/firms')).json<ListFirmsResponse>().firms).toEqual([]);

    for (const [method, url, payload] of [
      ['GET', `/api/firms/${firm.id}`],
      ['POST', `/api/firms/${firm.id}/members`, { email: 'x@firm.test' }],
      ['PATCH', `/api/firms/${firm.id}/members/${owner.user.id}`, { role: 'member' }],
      ['DELETE', `/api/firms/${firm.id}/members/${owner.user.id}`],
    ] as const) {
      expect((await call(stranger, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('writes the audit log', async () => {
    const rows = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorUserId, owner.user.id)));
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['firm.created', 'firm.invitation-sent', 'firm.member-removed']) expect(actions).toContain(action);
    const joined = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, colleague.user.id));
    expect(joined.map((row) => row.action)).toContain('firm.invitation-accepted');
    const all = new Set((await t.database.db.select({ action: auditEvents.action }).from(auditEvents)).map((row) => row.action));
    for (const action of ['firm.invitation-revoked', 'firm.role-changed']) expect(all).toContain(action);
  });
});
