import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserCipher } from '../../src/server/crypto/user-keys';
import { chatSessions, documents, drafts, firmMembers, matterDataKeys, userDataKeys, users } from '../../src/server/db/schema';
import type { ChatSession, SessionDetail } from '../../src/shared/api/chat';
import type { DocumentDetail, ReviewResponse } from '../../src/shared/api/documents';
import type { DraftDetail, DraftSummary, DraftVersion } from '../../src/shared/api/drafts';
import type { MatterDetail } from '../../src/shared/api/matters';
import { signedInUser, type SignedIn } from '../support/admin';
import { TEST_MASTER_KEY, buildTestApp, type TestApp } from '../support/app';
import { uploadDocument } from '../support/documents';
import { buildMotionIntake } from '../support/drafts';
import { callAs, firmWith, matterWith } from '../support/matters';

const LEASE = [
  'COMMERCIAL LEASE AGREEMENT',
  'This Lease Agreement is entered into by and between Harbor Properties LLC ("Landlord") and Blue Cafe Inc. ("Tenant").',
  '1. Term. The term of this Lease is five years from the Commencement Date.',
  '2. Rent. Tenant shall pay monthly rent of $12,000 on the first day of each month.',
  '3. Assignment. Tenant may assign this Lease at its sole discretion.',
  '4. Governing Law. This Lease is governed by the laws of the State of California.',
].join('\n\n');

/**
 * Issue #19, ADR 025: the ethical wall. A matter's drafts, conversations and documents are its members' alone: every
 * other user, firm colleagues and the firm's owner included, is told they do not exist.
 */
describe('the wall around a matter', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let owner: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;
  let firmId: string;
  let matter: MatterDetail;
  let draft: DraftDetail;
  let session: ChatSession;
  let document: DocumentDetail;
  let versionId: string;

  const upload = async (who: SignedIn, name: string, text: string, fields: Record<string, string> = {}) => {
    const res = await uploadDocument(t.app, who.headers, { name, bytes: Buffer.from(text) }, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<DocumentDetail>();
  };

  /** Every route on the matter's draft, conversation and document, with what a member would send. */
  const everyRoute = (): Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object]> => [
    ['GET', `/api/drafts/${draft.id}`],
    ['PATCH', `/api/drafts/${draft.id}`, { baseRevision: draft.revision, title: 'Peeked' }],
    ['POST', `/api/drafts/${draft.id}/generate`, {}],
    ['POST', `/api/drafts/${draft.id}/check`],
    ['GET', `/api/drafts/${draft.id}/versions`],
    ['GET', `/api/drafts/${draft.id}/versions/${versionId}`],
    ['POST', `/api/drafts/${draft.id}/versions/${versionId}/restore`, {}],
    ['GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`],
    ['GET', `/api/drafts/${draft.id}/certifications`],
    ['GET', `/api/chat/sessions/${session.id}`],
    ['PATCH', `/api/chat/sessions/${session.id}`, { title: 'Peeked' }],
    ['POST', `/api/chat/sessions/${session.id}/messages`, { content: 'What is the pleading standard?' }],
    ['GET', `/api/documents/${document.id}`],
    ['GET', `/api/documents/${document.id}/file`],
    ['GET', `/api/documents/${document.id}/check`],
    ['POST', `/api/documents/${document.id}/review`, {}],
    ['POST', `/api/documents/${document.id}/compare`, { otherId: document.id }],
    ['POST', '/api/documents/ask', { documentIds: [document.id], question: 'What is the rent?' }],
    ['POST', '/api/documents/table', { documentIds: [document.id], questions: ['What is the rent?'] }],
    ['POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), sourceDocumentId: document.id }],
    ['DELETE', `/api/drafts/${draft.id}`],
    ['DELETE', `/api/chat/sessions/${session.id}`],
    ['DELETE', `/api/documents/${document.id}`],
  ];

  /** Asserts `who` gets 404 on every route of the matter's content, and sees none of it listed. */
  async function shutOut(who: SignedIn) {
    for (const [method, url, payload] of everyRoute()) {
      const res = await call(who, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(404);
      expect(res.json().error).toBe('not-found');
    }
    for (const query of ['', `?matterId=${matter.id}`]) {
      expect((await call(who, 'GET', `/api/drafts${query}`)).json<{ drafts: DraftSummary[] }>().drafts.map((d) => d.id)).not.toContain(draft.id);
      expect((await call(who, 'GET', `/api/chat/sessions${query}`)).json<{ sessions: ChatSession[] }>().sessions.map((s) => s.id)).not.toContain(session.id);
      expect((await call(who, 'GET', `/api/documents${query}`)).json<{ documents: DocumentDetail[] }>().documents.map((d) => d.id)).not.toContain(document.id);
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    call = callAs(t);
    [owner, alice, bob, carol] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    firmId = await firmWith(t, owner, [[alice, 'member'], [bob, 'member'], [carol, 'member']]);
    matter = await matterWith(t, alice, firmId, [bob]);

    const created = await call(alice, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), title: 'Demurrer', matterId: matter.id });
    expect(created.statusCode, created.body).toBe(201);
    draft = created.json<DraftDetail>();
    versionId = (await call(alice, 'GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions[0]!.id;
    const started = await call(alice, 'POST', '/api/chat/sessions', { title: 'Acme strategy', matterId: matter.id });
    expect(started.statusCode, started.body).toBe(201);
    session = started.json<ChatSession>();
    expect((await call(alice, 'POST', `/api/chat/sessions/${session.id}/messages`, { content: 'What is the pleading standard?' })).statusCode).toBe(200);
    document = await upload(alice, 'harbor-lease.txt', LEASE, { matterId: matter.id });
  });
  afterAll(() => t.close());

  it('puts new work in the matter, for members only, and names the matter in every summary', async () => {
    const ref = { id: matter.id, name: matter.name, number: matter.number };
    expect(draft.matter).toEqual(ref);
    expect(draft.updatedBy).toBe(alice.user.name);
    expect(session.matter).toEqual(ref);
    expect(document.matter).toEqual(ref);

    for (const [url, payload] of [
      ['/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), matterId: matter.id }],
      ['/api/chat/sessions', { matterId: matter.id }],
    ] as const) {
      const res = await call(carol, 'POST', url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/not a member/);
    }
    const body = uploadDocument(t.app, carol.headers, { name: 'x.txt', bytes: Buffer.from('A note.') }, { matterId: matter.id });
    expect((await body).statusCode).toBe(404);

    // Lists: all by default, one matter's, or only personal work.
    const personal = (await call(alice, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), title: 'Personal' })).json<DraftDetail>();
    expect(personal.matter).toBeNull();
    const listed = async (query: string) => (await call(alice, 'GET', `/api/drafts${query}`)).json<{ drafts: DraftSummary[] }>().drafts.map((d) => d.id);
    expect(await listed('')).toEqual([personal.id, draft.id]);
    expect(await listed(`?matterId=${matter.id}`)).toEqual([draft.id]);
    expect(await listed('?matterId=personal')).toEqual([personal.id]);
    expect((await call(alice, 'GET', '/api/chat/sessions?matterId=personal')).json<{ sessions: ChatSession[] }>().sessions).toEqual([]);
    expect((await call(bob, 'GET', `/api/documents?matterId=${matter.id}`)).json<{ documents: DocumentDetail[] }>().documents.map((d) => d.matter)).toEqual([ref]);
  });

  it('answers 404 to a firm colleague outside the matter, and to the firm owner, on every route, and lists none of it', async () => {
    await shutOut(carol);
    await shutOut(owner);
    // Nothing was changed or deleted by those attempts.
    expect((await call(alice, 'GET', `/api/drafts/${draft.id}`)).json<DraftDetail>()).toMatchObject({ title: 'Demurrer', revision: draft.revision });
  });

  it('lets another member read and edit the draft, recording who changed what; a stale revision is refused', async () => {
    const edited = await call(bob, 'PATCH', `/api/drafts/${draft.id}`, { baseRevision: draft.revision, title: 'Demurrer (Bob)', content: draft.content });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DraftDetail>()).toMatchObject({ title: 'Demurrer (Bob)', updatedBy: bob.user.name });
    const listed = (await call(alice, 'GET', `/api/drafts?matterId=${matter.id}`)).json<{ drafts: DraftSummary[] }>().drafts[0]!;
    expect(listed).toMatchObject({ id: draft.id, updatedBy: bob.user.name });

    const versions = (await call(alice, 'GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    expect(versions.map((v) => v.author)).toEqual([bob.user.name, alice.user.name]);
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}/versions/${versions[1]!.id}`)).statusCode).toBe(200);

    // Alice still holds the revision she opened: her save would overwrite Bob's, so it is refused.
    const stale = await call(alice, 'PATCH', `/api/drafts/${draft.id}`, { baseRevision: draft.revision, content: draft.content });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toMatch(/changed in another window/);
    draft = (await call(alice, 'GET', `/api/drafts/${draft.id}`)).json<DraftDetail>();
  });

  it("lets members read a conversation, but only its starter continue, rename or delete it", async () => {
    const read = await call(bob, 'GET', `/api/chat/sessions/${session.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<SessionDetail>().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(read.json<SessionDetail>().canContinue).toBe(false);
    const listed = (who: SignedIn) => call(who, 'GET', `/api/chat/sessions?matterId=${matter.id}`).then((r) => r.json<{ sessions: ChatSession[] }>().sessions);
    expect((await listed(bob)).find((s) => s.id === session.id)?.canContinue).toBe(false);
    expect((await listed(alice)).find((s) => s.id === session.id)?.canContinue).toBe(true);
    expect((await call(alice, 'GET', `/api/chat/sessions/${session.id}`)).json<SessionDetail>().canContinue).toBe(true);
    for (const [method, url, payload] of [
      ['POST', `/api/chat/sessions/${session.id}/messages`, { content: 'And in New York?' }],
      ['PATCH', `/api/chat/sessions/${session.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/chat/sessions/${session.id}`],
    ] as const) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/started by another member: you can read it, but only they can continue/);
    }
    expect((await call(alice, 'GET', `/api/chat/sessions/${session.id}`)).json<SessionDetail>().messages).toHaveLength(2);
  });

  it("lets members use the matter's documents, keeping what is made from them inside the matter", async () => {
    expect((await call(bob, 'GET', `/api/documents/${document.id}/file`)).body).toBe(LEASE);
    const asked = await call(bob, 'POST', '/api/documents/ask', { documentIds: [document.id], question: 'What is the monthly rent?' });
    expect(asked.statusCode, asked.body).toBe(200);

    const mine = await upload(bob, 'notes.txt', 'Rent is due monthly.');
    const mixed = await call(bob, 'POST', '/api/documents/ask', { documentIds: [document.id, mine.id], question: 'What is the rent?' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toMatch(/different matters, or some to a matter and some to no matter/);

    const fromDocument = await call(bob, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), sourceDocumentId: document.id });
    expect(fromDocument.statusCode, fromDocument.body).toBe(201);
    expect(fromDocument.json<DraftDetail>().matter?.id).toBe(matter.id);
    const elsewhere = await matterWith(t, bob, firmId);
    const moved = await call(bob, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), sourceDocumentId: document.id, matterId: elsewhere.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/stays in that matter/);

    const review = (await call(bob, 'POST', `/api/documents/${document.id}/review`, { jurisdiction: 'us-ca' })).json<ReviewResponse>();
    const assignment = review.findings.find((finding) => finding.clause === 'assignment' && finding.suggested !== null)!;
    const accepted = await call(bob, 'POST', `/api/documents/${document.id}/review/accept`, { jurisdiction: 'us-ca', findingIds: [assignment.id] });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const revised = (await call(alice, 'GET', `/api/drafts/${accepted.json<{ draftId: string }>().draftId}`)).json<DraftDetail>();
    expect(revised.matter?.id).toBe(matter.id);
  });

  it("seals the matter's content with the matter's key: the author's own key is not needed to read it", async () => {
    const [row] = await t.database.db.select().from(drafts).where(eq(drafts.id, draft.id));
    const fresh = createUserCipher({ db: t.database.db, masterKey: () => Buffer.from(TEST_MASTER_KEY, 'base64') });
    expect(await fresh.decrypt({ userId: alice.user.id, matterId: matter.id }, row!.titleEncrypted)).toBe('Demurrer (Bob)');
    await expect(fresh.decrypt({ userId: alice.user.id, matterId: null }, row!.titleEncrypted)).rejects.toThrow(/does not authenticate/);

    await t.database.db.delete(userDataKeys).where(eq(userDataKeys.userId, alice.user.id));
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}`)).json<DraftDetail>().title).toBe('Demurrer (Bob)');
    expect((await call(bob, 'GET', `/api/chat/sessions/${session.id}`)).json<SessionDetail>().title).toBe('Acme strategy');
    expect((await call(bob, 'GET', `/api/documents/${document.id}/file`)).body).toBe(LEASE);
  });

  it('ends access at once when a member is removed from the matter, or from the firm', async () => {
    expect((await call(alice, 'DELETE', `/api/matters/${matter.id}/members/${bob.user.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/matters/${matter.id}/members/${bob.user.id}`)).statusCode).toBe(204);
    await shutOut(bob);

    expect((await call(alice, 'POST', `/api/matters/${matter.id}/members`, { userId: bob.user.id })).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/firms/${firmId}/members/${bob.user.id}`)).statusCode).toBe(204);
    await shutOut(bob);
    expect((await call(alice, 'GET', `/api/matters/${matter.id}`)).json<MatterDetail>().members.map((m) => m.userId)).toEqual([alice.user.id]);
  });

  it("keeps a matter's work with the matter when its author's account is deleted; their personal work goes with them", async () => {
    const dave = await signedInUser(t);
    await t.database.db.insert(firmMembers).values({ firmId, userId: dave.user.id, role: 'member' });
    expect((await call(alice, 'POST', `/api/matters/${matter.id}/members`, { userId: dave.user.id })).statusCode).toBe(200);
    const inMatter = await call(dave, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), title: "Dave's outline", matterId: matter.id });
    const personal = await call(dave, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), title: 'Private notes' });
    expect([inMatter.statusCode, personal.statusCode]).toEqual([201, 201]);

    await t.database.db.delete(users).where(eq(users.id, dave.user.id));
    const kept = await call(alice, 'GET', `/api/drafts/${inMatter.json<DraftDetail>().id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<DraftDetail>().title).toBe("Dave's outline");
    expect(await t.database.db.select().from(drafts).where(eq(drafts.id, personal.json<DraftDetail>().id))).toEqual([]);
  });

  it("deletes the matter's drafts, conversations, documents and key with it", async () => {
    expect((await call(owner, 'DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(204);
    for (const [method, url] of [['GET', `/api/drafts/${draft.id}`], ['GET', `/api/chat/sessions/${session.id}`], ['GET', `/api/documents/${document.id}`]] as const) {
      expect((await call(alice, method, url)).statusCode, url).toBe(404);
    }
    const { db } = t.database;
    const left = async (table: typeof drafts | typeof chatSessions | typeof documents) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.matterId, matter.id)))[0]!.n;
    expect([await left(drafts), await left(chatSessions), await left(documents)]).toEqual([0, 0, 0]);
    expect(await db.select().from(matterDataKeys).where(eq(matterDataKeys.matterId, matter.id))).toEqual([]);
    // Personal work is untouched.
    expect(await db.select({ id: drafts.id }).from(drafts).where(eq(drafts.userId, alice.user.id))).toHaveLength(1);
  });
});
