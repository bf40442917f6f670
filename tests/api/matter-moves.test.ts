import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserCipher } from '../../src/server/crypto/user-keys';
import { auditEvents, drafts } from '../../src/server/db/schema';
import type { ChatSession, SessionDetail } from '../../src/shared/api/chat';
import type { DocumentDetail } from '../../src/shared/api/documents';
import type { DraftDetail, DraftSummary, DraftVersion } from '../../src/shared/api/drafts';
import type { MovedIntoMatter } from '../../src/shared/api/matter-moves';
import type { MatterDetail } from '../../src/shared/api/matters';
import { signedInUser, type SignedIn } from '../support/admin';
import { TEST_MASTER_KEY, buildTestApp, type TestApp } from '../support/app';
import { buildChatApp } from '../support/chat';
import { uploadDocument } from '../support/documents';
import { buildMotionIntake } from '../support/drafts';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { callAs, firmWith, matterWith } from '../support/matters';

const NOTE = 'Settlement position: we accept $40,000 if the release covers all claims.';

/** Issue #39: work started outside a matter moves into it, and from then on every member of the matter has it. */
describe('moving personal work into a matter', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;
  let matter: MatterDetail;

  const move = (who: SignedIn, kind: string, id: string, matterId = matter.id) => call(who, 'POST', `/api/matters/${matterId}/items`, { kind, id });
  const newDraft = async (who: SignedIn, title: string) => {
    const created = await call(who, 'POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), title });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<DraftDetail>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    call = callAs(t);
    const owner = await signedInUser(t);
    [alice, bob, carol] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const firmId = await firmWith(t, owner, [[alice, 'member'], [bob, 'member'], [carol, 'member']]);
    matter = await matterWith(t, alice, firmId, [bob]);
  });
  afterAll(() => t.close());

  it('moves a draft with its versions: the matter key seals it, a colleague in the matter opens and edits it', async () => {
    const draft = await newDraft(alice, 'Demurrer before the matter');
    const edited = await call(alice, 'PATCH', `/api/drafts/${draft.id}`, { baseRevision: draft.revision, title: 'Demurrer, second pass', content: draft.content });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}`)).statusCode).toBe(404);
    const versionsOf = async (who: SignedIn) => (await call(who, 'GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    const before = await versionsOf(alice);

    const moved = await move(alice, 'draft', draft.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MovedIntoMatter>()).toEqual({ kind: 'draft', id: draft.id, matter: { id: matter.id, name: matter.name, number: matter.number } });

    const seen = await call(bob, 'GET', `/api/drafts/${draft.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<DraftDetail>()).toMatchObject({ title: 'Demurrer, second pass', content: draft.content, matter: { id: matter.id } });
    expect((await versionsOf(bob)).map((v) => v.id)).toEqual(before.map((v) => v.id));
    for (const version of before) {
      const opened = await call(bob, 'GET', `/api/drafts/${draft.id}/versions/${version.id}`);
      expect(opened.statusCode, opened.body).toBe(200);
    }
    expect((await call(bob, 'GET', `/api/drafts?matterId=${matter.id}`)).json<{ drafts: DraftSummary[] }>().drafts.map((d) => d.id)).toContain(draft.id);

    // At rest it opens with the matter's key and no longer with Alice's own.
    const cipher = createUserCipher({ db: t.database.db, masterKey: () => Buffer.from(TEST_MASTER_KEY, 'base64') });
    const [row] = await t.database.db.select().from(drafts).where(eq(drafts.id, draft.id));
    expect(row!.matterId).toBe(matter.id);
    expect(await cipher.decrypt({ userId: alice.user.id, matterId: matter.id }, row!.titleEncrypted)).toContain('Demurrer, second pass');
    await expect(cipher.decrypt({ userId: alice.user.id, matterId: null }, row!.titleEncrypted)).rejects.toThrow();

    // Alice's studio still held the revision from before the move: its save is refused, never sealed with the old key.
    const stale = await call(alice, 'PATCH', `/api/drafts/${draft.id}`, { baseRevision: edited.json<DraftDetail>().revision, content: draft.content });
    expect(stale.statusCode).toBe(412);
    const bobs = await call(bob, 'PATCH', `/api/drafts/${draft.id}`, { baseRevision: seen.json<DraftDetail>().revision, title: 'Demurrer (Bob)', content: draft.content });
    expect(bobs.statusCode, bobs.body).toBe(200);

    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'matter.item-moved'));
    expect(event).toMatchObject({ actorUserId: alice.user.id, details: expect.objectContaining({ matterId: matter.id, kind: 'draft', itemId: draft.id }) });
  });

  it('moves a document and a conversation with its messages, which the other member then reads', async () => {
    const uploaded = await uploadDocument(t.app, alice.headers, { name: 'settlement-note.txt', bytes: Buffer.from(NOTE) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json<DocumentDetail>();
    expect((await move(alice, 'document', document.id)).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/documents/${document.id}/file`)).body).toBe(NOTE);
    expect((await call(bob, 'GET', `/api/documents/${document.id}`)).json<DocumentDetail>()).toMatchObject({ title: document.title, matter: { id: matter.id } });

    const session = (await call(alice, 'POST', '/api/chat/sessions', { title: 'Strategy' })).json<ChatSession>();
    expect((await call(alice, 'POST', `/api/chat/sessions/${session.id}/messages`, { content: 'What is the pleading standard?' })).statusCode).toBe(200);
    expect((await move(alice, 'conversation', session.id)).statusCode).toBe(200);
    const read = (await call(bob, 'GET', `/api/chat/sessions/${session.id}`)).json<SessionDetail>();
    expect(read.title).toBe('Strategy');
    expect(read.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(read.messages[0]!.content).toBe('What is the pleading standard?');
    // Its starter continues it inside the matter; the new exchange is sealed with the matter's key too.
    expect((await call(alice, 'POST', `/api/chat/sessions/${session.id}/messages`, { content: 'And in New York?' })).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/chat/sessions/${session.id}`)).json<SessionDetail>().messages).toHaveLength(4);
  });

  it("refuses a matter the caller is not in, another user's work, and work already in a matter", async () => {
    const carols = await newDraft(carol, 'Carol’s own');
    const outside = await move(carol, 'draft', carols.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toMatch(/not a member/);
    expect((await call(carol, 'GET', `/api/drafts/${carols.id}`)).json<DraftDetail>().matter).toBeNull();

    const alices = await newDraft(alice, 'Alice’s own');
    const notHis = await move(bob, 'draft', alices.id);
    expect(notHis.statusCode).toBe(404);
    expect(notHis.json()).toMatchObject({ error: 'not-found', message: 'This draft does not exist, or it is not yours to move.' });
    expect((await call(alice, 'GET', `/api/drafts/${alices.id}`)).json<DraftDetail>().matter).toBeNull();

    expect((await move(alice, 'draft', alices.id)).statusCode).toBe(200);
    const again = await move(alice, 'draft', alices.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This draft is already in a matter. Work in a matter stays with the matter.');

    const unknownKind = await call(alice, 'POST', `/api/matters/${matter.id}/items`, { kind: 'invoice', id: alices.id });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error).toBe('invalid-argument');
    expect((await t.app.inject({ method: 'POST', url: `/api/matters/${matter.id}/items`, payload: { kind: 'draft', id: alices.id } })).statusCode).toBe(401);
  });

  it('waits for a running generation before moving a draft', async () => {
    const draft = await newDraft(alice, 'Being written');
    await t.database.db
      .update(drafts)
      .set({ status: 'generating', generationStartedAt: new Date(), generationLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(drafts.id, draft.id));
    const refused = await move(alice, 'draft', draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This draft is being written. Move it into the matter when the generation has finished.');
    expect((await call(alice, 'GET', `/api/drafts/${draft.id}`)).json<DraftDetail>()).toMatchObject({ title: 'Being written', matter: null });
  });
});

describe('moving a conversation while its answer is being written', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'Twombly and Iqbal set the plausibility standard for federal pleadings.', delayMs: 120 }] });
    t = await buildChatApp({ fake });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('stores the answer sealed with the matter key, so the other member reads the whole exchange', async () => {
    const call = callAs(t);
    const owner = await signedInUser(t);
    const [alice, bob] = [await signedInUser(t), await signedInUser(t)];
    const firmId = await firmWith(t, owner, [[alice, 'member'], [bob, 'member']]);
    const matter = await matterWith(t, alice, firmId, [bob]);
    const session = (await call(alice, 'POST', '/api/chat/sessions', { title: 'Pleading' })).json<ChatSession>();

    const answering = call(alice, 'POST', `/api/chat/sessions/${session.id}/messages`, { content: 'What is the federal pleading standard?' });
    await expect.poll(() => fake.requests.length, { interval: 20 }).toBe(1);
    const moved = await call(alice, 'POST', `/api/matters/${matter.id}/items`, { kind: 'conversation', id: session.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await answering).statusCode).toBe(200);
    expect(fake.requests[0]!.closedEarly).toBe(false);

    const read = await call(bob, 'GET', `/api/chat/sessions/${session.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<SessionDetail>().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What is the federal pleading standard?'],
      ['assistant', 'Twombly and Iqbal set the plausibility standard for federal pleadings.'],
    ]);
  });
});
