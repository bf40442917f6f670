import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksOf } from '../../src/legal/review/contracts.fixture';
import { DELAWARE_CONSULTING } from '../../src/legal/review/labelled-set.fixture';
import type { CompareResponse } from '../../src/shared/api/documents';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { documentsInMemory } from '../support/documents-in-memory';

/** Issue #37: the other side's markup against our draft, clause by clause, with what they changed reviewed again. */
describe('comparing two versions of a contract', () => {
  const documents = documentsInMemory();
  let t: TestApp;
  let lawyer: ChatUser;
  let other: ChatUser;
  const compare = (user: ChatUser, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/documents/${id}/compare`, headers: user.headers, payload });

  // We act for the consultant. Our draft limits confidentiality to three years; the company's markup makes it last in
  // perpetuity, strikes the exclusive venue and adds a publicity clause.
  const CONFIDENTIALITY = '5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, and this obligation shall survive termination in perpetuity.';
  const ourDraft = blocksOf(DELAWARE_CONSULTING.blocks.map((block) => block.kind === 'heading' ? { heading: block.text } :
    block.text === CONFIDENTIALITY ? '5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence for three (3) years after termination.' : block.text));
  const markup = blocksOf(DELAWARE_CONSULTING.blocks.flatMap((block) => {
    if (block.text.startsWith('9. Venue.')) return [];
    if (block.text.startsWith('11. Notices.')) return [block.text, '12. Publicity. Consultant may name Company as a client in its marketing materials.'];
    return [block.kind === 'heading' ? { heading: block.text } : block.text];
  }));

  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: documents.source } });
    lawyer = await chatUser(t.app);
    other = await chatUser(t.app);
    documents.add(lawyer.id, 'ours', 'Consulting Agreement', ourDraft);
    documents.add(lawyer.id, 'theirs', 'Consulting Agreement (Ridgeline markup)', markup);
    documents.add(other.id, 'elsewhere', 'Consulting Agreement', DELAWARE_CONSULTING.blocks);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what they added, removed and changed, with the words of each change', async () => {
    const res = await compare(lawyer, 'ours', { otherId: 'theirs' });
    expect(res.statusCode).toBe(200);
    const result = res.json<CompareResponse>();
    expect(result.ours).toEqual({ id: 'ours', title: 'Consulting Agreement' });
    expect(result.summary).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 10 });
    const changed = result.clauses.find((clause) => clause.status === 'changed')!;
    expect(changed).toMatchObject({ heading: '5. Confidentiality', label: 'confidentiality' });
    expect(changed.diff.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'confidence for three (3) years after termination.' },
      { kind: 'added', text: 'confidence, and this obligation shall survive termination in perpetuity.' },
    ]);
    expect(result.clauses.find((clause) => clause.status === 'removed')).toMatchObject({ heading: '9. Venue', theirs: null });
    expect(result.clauses.find((clause) => clause.status === 'added')).toMatchObject({ heading: '12. Publicity', ours: null });
  });

  it("reviews again only what they changed: the struck venue, and for the consultant, confidentiality in perpetuity", async () => {
    const neutral = (await compare(lawyer, 'ours', { otherId: 'theirs' })).json<CompareResponse>().review;
    expect(neutral.sideNeeded).toBe(true);
    expect(neutral.findings.map((finding) => finding.source)).toEqual(['Playbook: The Agreement states where disputes are heard.']);
    const consultant = (await compare(lawyer, 'ours', { otherId: 'theirs', side: { party: 'Ridgeline Advisory Inc.' } })).json<CompareResponse>().review;
    expect(consultant.side).toMatchObject({ role: 'provider' });
    expect(consultant.findings.map((finding) => [finding.clause, finding.paragraph])).toEqual([['confidentiality', 7], ['venue', null]]);
    expect(consultant.findings[0]!.suggested).toContain('[three (3)] years');
  });

  it("answers 404 when either version is another user's or missing, and refuses a bad body in the error envelope", async () => {
    for (const [id, otherId] of [['ours', 'elsewhere'], ['elsewhere', 'ours'], ['ours', 'missing']]) {
      const res = await compare(lawyer, id!, { otherId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'This document does not exist or was deleted.' });
    }
    const bad = await compare(lawyer, 'ours', { other: 'theirs' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid-argument' });
  });
});
