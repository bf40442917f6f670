import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_LIMITS } from '../../src/shared/api/drafts';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { buildMotionIntake, draftsClient, withSectionText } from '../support/drafts';

/** Issue #13 item 4: a draft field is limited once, the same on the way in, in the store and on the way out. */
describe('draft length limits', () => {
  let t: TestApp;
  let user: ChatUser;
  let drafts: ReturnType<typeof draftsClient>;
  beforeEach(async () => {
    t = await buildTestApp();
    user = await chatUser(t.app);
    drafts = draftsClient(t.app, user);
  });
  afterEach(() => t.close());

  const create = (intake: Record<string, unknown>) =>
    drafts.call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(intake) });

  it('refuses an intake answer over the limit with 400 instead of storing a draft that cannot be read', async () => {
    const res = await create({ keyFacts: 'x'.repeat(60_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(/keyFacts/) });
  });

  it('accepts an answer at the limit, and the draft reads, checks, exports and saves', async () => {
    const res = await create({ keyFacts: 'x'.repeat(DRAFT_LIMITS.intakeTextChars) });
    expect(res.statusCode).toBe(201);
    const { id, revision, content } = res.json();
    expect((await drafts.call('GET', `/api/drafts/${id}`)).statusCode).toBe(200);
    expect((await drafts.call('POST', `/api/drafts/${id}/check`)).statusCode).toBe(200);
    expect((await drafts.call('GET', `/api/drafts/${id}/export?format=docx&confirmUnverified=true`)).statusCode).toBe(200);
    expect((await drafts.call('PATCH', `/api/drafts/${id}`, { baseRevision: revision, content })).statusCode).toBe(200);
  });

  it('refuses an intake whose assembled draft would not fit (a court name longer than a caption holds)', async () => {
    const res = await create({ court: `Superior Court ${'of California '.repeat(60)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
  });

  it('still opens a draft stored before the limits with an over-long paragraph and caption', async () => {
    const created = await drafts.create();
    const { service } = t.app.services.drafts;
    const stored = await service.open(user.id, created.id);
    const long = withSectionText(stored.content, stored.content.sections[0]!.id, ['y'.repeat(120_000)]);
    await service.saveContent(user.id, stored, { ...long, caption: { ...long.caption!, court: 'z'.repeat(2_000) } });

    const read = await drafts.call('GET', `/api/drafts/${created.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const runs = read.json().content.sections[0].blocks[0].runs as Array<{ text: string }>;
    // The paragraph is kept whole, in runs a reader accepts; only the caption is cut to what a caption holds.
    expect(runs.map((run) => run.text).join('')).toBe('y'.repeat(120_000));
    expect(read.json().content.caption.court).toHaveLength(500);
    expect((await drafts.call('POST', `/api/drafts/${created.id}/check`)).statusCode).toBe(200);
    expect((await drafts.call('GET', `/api/drafts/${created.id}/export?format=docx&confirmUnverified=true`)).statusCode).toBe(200);
    const saved = await drafts.call('PATCH', `/api/drafts/${created.id}`, { baseRevision: read.json().revision, content: read.json().content });
    expect(saved.statusCode).toBe(200);
  });
});
