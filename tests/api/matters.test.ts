import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, matterMembers, meteredUsage } from '../../src/server/db/schema';
import type { ListMattersResponse, MatterDetail } from '../../src/shared/api/matters';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { buildMotionIntake } from '../support/drafts';
import { callAs, firmWith, matterWith } from '../support/matters';

/** Issue #19, ADR 025: client matters inside a firm, who may see them, and who manages their members. */
describe('matters', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let owner: SignedIn;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let stranger: SignedIn;
  let firmId: string;
  let matter: MatterDetail;

  beforeAll(async () => {
    t = await buildTestApp();
    call = callAs(t);
    [owner, admin, alice, bob, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    firmId = await firmWith(t, owner, [[admin, 'admin'], [alice, 'member'], [bob, 'member']]);
  });
  afterAll(() => t.close());

  it('answers 401 to a signed-out caller', async () => {
    const opening = { firmId, name: 'Acme v. Widgets', client: 'Acme Corp.', number: '2026-000' };
    for (const [method, url, payload] of [
      ['GET', '/api/matters'],
      ['POST', '/api/matters', opening],
      ['GET', '/api/matters/x'],
      ['DELETE', '/api/matters/x/members/y'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets any firm member open a matter, whose first member they are', async () => {
    const res = await call(alice, 'POST', '/api/matters', { firmId, name: ' Acme v. Widgets ', client: 'Acme Corp.', number: '2026-001' });
    expect(res.statusCode, res.body).toBe(201);
    matter = res.json<MatterDetail>();
    expect(matter).toMatchObject({ firmId, firmName: 'Doe & Roe LLP', name: 'Acme v. Widgets', client: 'Acme Corp.', number: '2026-001' });
    expect(matter).toMatchObject({ memberCount: 1, isMember: true, canManage: false, tokensUsed: 0 });
    expect(matter.members).toEqual([expect.objectContaining({ userId: alice.user.id, name: alice.user.name, email: alice.user.email })]);

    const listed = (await call(alice, 'GET', '/api/matters')).json<ListMattersResponse>();
    expect(listed.matters).toEqual([expect.objectContaining({ id: matter.id, firmName: 'Doe & Roe LLP', memberCount: 1 })]);
    expect((await call(alice, 'GET', `/api/matters?firmId=${firmId}`)).json<ListMattersResponse>().matters).toHaveLength(1);
    expect((await call(alice, 'GET', '/api/matters?firmId=another-firm')).json<ListMattersResponse>().matters).toEqual([]);
    // The list is of the caller's own matters: a firm member outside it, and the firm's owner, do not see it there.
    expect((await call(bob, 'GET', '/api/matters')).json<ListMattersResponse>().matters).toEqual([]);
    expect((await call(owner, 'GET', '/api/matters')).json<ListMattersResponse>().matters).toEqual([]);
  });

  it('refuses a matter in a firm the caller is not in (404), a number the firm already uses (409), and blank fields (400)', async () => {
    const outsider = await call(stranger, 'POST', '/api/matters', { firmId, name: 'Mine', client: 'Me', number: 'S-1' });
    expect(outsider.statusCode).toBe(404);

    const again = await call(bob, 'POST', '/api/matters', { firmId, name: 'Another', client: 'Other Co.', number: '2026-001' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already-exists', message: expect.stringMatching(/already has a matter numbered 2026-001/) });
    // Numbers are the firm's own: another firm may use the same one.
    const otherFirm = await firmWith(t, stranger, [], 'Other LLP');
    expect((await call(stranger, 'POST', '/api/matters', { firmId: otherFirm, name: 'Same number', client: 'X', number: '2026-001' })).statusCode).toBe(201);

    const blank = await call(bob, 'POST', '/api/matters', { firmId, name: '  ', client: 'X', number: 'N' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Give the matter a name/);
  });

  it('shows a matter to its members and to firm owners and admins (not as members); to anyone else it does not exist', async () => {
    const asOwner = await call(owner, 'GET', `/api/matters/${matter.id}`);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json<MatterDetail>()).toMatchObject({ id: matter.id, isMember: false, canManage: true });
    expect((await call(admin, 'GET', `/api/matters/${matter.id}`)).json<MatterDetail>()).toMatchObject({ isMember: false, canManage: true });
    for (const outsider of [bob, stranger]) {
      const res = await call(outsider, 'GET', `/api/matters/${matter.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not-found');
    }
    expect((await call(alice, 'GET', '/api/matters/no-such-matter')).statusCode).toBe(404);
  });

  it('lets members and firm managers rename a matter; a number taken in the firm is 409', async () => {
    const renamed = await call(alice, 'PATCH', `/api/matters/${matter.id}`, { name: 'Acme v. Widgets (appeal)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<MatterDetail>().name).toBe('Acme v. Widgets (appeal)');
    expect((await call(owner, 'PATCH', `/api/matters/${matter.id}`, { client: 'Acme Corporation' })).json<MatterDetail>().client).toBe('Acme Corporation');
    expect((await call(bob, 'PATCH', `/api/matters/${matter.id}`, { name: 'Peeked' })).statusCode).toBe(404);
    expect((await call(alice, 'PATCH', `/api/matters/${matter.id}`, {})).statusCode).toBe(400);

    await matterWith(t, bob, firmId, [], { number: '2026-002' });
    const clash = await call(alice, 'PATCH', `/api/matters/${matter.id}`, { number: '2026-002' });
    expect(clash.statusCode).toBe(409);
  });

  it('adds only firm members (412 otherwise); members add, managers remove anyone, a member removes only themself', async () => {
    const added = await call(alice, 'POST', `/api/matters/${matter.id}/members`, { userId: bob.user.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<MatterDetail>().members.map((m) => m.userId)).toEqual([alice.user.id, bob.user.id]);
    // Adding a member again changes nothing.
    expect((await call(bob, 'POST', `/api/matters/${matter.id}/members`, { userId: alice.user.id })).json<MatterDetail>().memberCount).toBe(2);

    const outsider = await call(alice, 'POST', `/api/matters/${matter.id}/members`, { userId: stranger.user.id });
    expect(outsider.statusCode).toBe(412);
    expect(outsider.json()).toMatchObject({ error: 'failed-precondition', message: expect.stringMatching(/Only members of the matter's firm.*Invite them to the firm first/) });
    expect((await call(stranger, 'POST', `/api/matters/${matter.id}/members`, { userId: stranger.user.id })).statusCode).toBe(404);

    const pushOut = await call(bob, 'DELETE', `/api/matters/${matter.id}/members/${alice.user.id}`);
    expect(pushOut.statusCode).toBe(403);
    expect(pushOut.json().message).toMatch(/owners and admins/);
    expect((await call(bob, 'DELETE', `/api/matters/${matter.id}/members/${bob.user.id}`)).statusCode).toBe(204);
    expect((await call(bob, 'GET', `/api/matters/${matter.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/matters/${matter.id}/members/${bob.user.id}`)).statusCode).toBe(404);

    // Owners and admins manage who is inside the wall, themselves included.
    expect((await call(admin, 'POST', `/api/matters/${matter.id}/members`, { userId: bob.user.id })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/matters/${matter.id}/members/${bob.user.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/matters/${matter.id}`)).json<MatterDetail>().members.map((m) => m.userId)).toEqual([alice.user.id]);
  });

  it("shows a firm admin who is not on the matter its detail, but none of its content", async () => {
    const draft = await call(alice, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), matterId: matter.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const session = await call(alice, 'POST', '/api/chat/sessions', { title: 'Strategy', matterId: matter.id });
    expect(session.statusCode, session.body).toBe(201);
    for (const manager of [owner, admin]) {
      expect((await call(manager, 'GET', `/api/matters/${matter.id}`)).statusCode).toBe(200);
      expect((await call(manager, 'GET', `/api/drafts/${draft.json().id}`)).statusCode).toBe(404);
      expect((await call(manager, 'GET', `/api/chat/sessions/${session.json().id}`)).statusCode).toBe(404);
      expect((await call(manager, 'GET', `/api/drafts?matterId=${matter.id}`)).json().drafts).toEqual([]);
      // Nor may they start work in it without being added.
      expect((await call(manager, 'POST', '/api/chat/sessions', { matterId: matter.id })).statusCode).toBe(404);
    }
  });

  it('sums the tokens metered calls on the matter used', async () => {
    await t.database.db.insert(meteredUsage).values([
      { userId: alice.user.id, firmId, matterId: matter.id, tokens: 1200, reference: 'chat:a' },
      { userId: alice.user.id, firmId, matterId: matter.id, tokens: 300, reference: 'draft:b' },
      { userId: alice.user.id, firmId: null, matterId: null, tokens: 5000, reference: 'chat:personal' },
    ]);
    expect((await call(alice, 'GET', `/api/matters/${matter.id}`)).json<MatterDetail>().tokensUsed).toBe(1500);
  });

  it('lets only firm owners and admins delete a matter', async () => {
    const member = await call(alice, 'DELETE', `/api/matters/${matter.id}`);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toMatch(/owners and admins can delete a matter/);
    expect((await call(bob, 'DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/matters/${matter.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(matterMembers).where(eq(matterMembers.matterId, matter.id))).toEqual([]);
  });

  it('writes the audit log', async () => {
    const rows = await t.database.db.select().from(auditEvents).orderBy(auditEvents.id);
    const of = (action: string) => rows.filter((row) => row.action === action && row.details.matterId === matter.id);
    expect(of('matter.created').map((row) => row.actorUserId)).toEqual([alice.user.id]);
    expect(of('matter.updated').length).toBeGreaterThanOrEqual(2);
    expect(of('matter.member-added').map((row) => row.subjectUserId)).toEqual([bob.user.id, bob.user.id]);
    expect(of('matter.member-removed').map((row) => [row.actorUserId, row.subjectUserId, row.details.left])).toEqual([
      [bob.user.id, bob.user.id, true],
      [admin.user.id, bob.user.id, false],
    ]);
    expect(of('matter.deleted').map((row) => row.actorUserId)).toEqual([admin.user.id]);
  });
});
