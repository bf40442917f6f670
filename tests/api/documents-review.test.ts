import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NDA, SERVICES_AGREEMENT, blocksOf } from '../../src/legal/review/contracts.fixture';
import type { Playbook, ReviewResponse } from '../../src/shared/api/documents';
import { DRAFT_LIMITS, type DraftDetail } from '../../src/shared/api/drafts';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { buildMotionIntake, draftsClient } from '../support/drafts';
import { documentsInMemory } from '../support/documents-in-memory';

describe('contract review API', () => {
  const documents = documentsInMemory();
  let t: TestApp;
  let lawyer: ChatUser;
  let other: ChatUser;
  const call = (user: ChatUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: documents.source } });
    lawyer = await chatUser(t.app);
    other = await chatUser(t.app);
    documents.add(lawyer.id, 'nda', 'Mutual Nondisclosure Agreement', NDA);
    documents.add(lawyer.id, 'services', 'Consulting Services Agreement', SERVICES_AGREEMENT);
    documents.add(lawyer.id, 'no-law', 'Consulting Services Agreement', SERVICES_AGREEMENT.filter((block) => !/Governing Law|Venue/.test(block.text)));
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the default playbook until the user saves their own, which is theirs alone', async () => {
    const first = (await call(lawyer, 'GET', '/api/documents/playbook')).json<Playbook>();
    expect(first.isDefault).toBe(true);
    expect(first.positions.map((position) => position.id)).toContain('assignment-consent');
    const mine = first.positions.filter((position) => position.clause === 'assignment');
    const saved = await call(lawyer, 'PUT', '/api/documents/playbook', { positions: mine });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ positions: mine, isDefault: false });
    expect((await call(lawyer, 'GET', '/api/documents/playbook')).json()).toEqual({ positions: mine, isDefault: false });
    expect((await call(other, 'GET', '/api/documents/playbook')).json<Playbook>().isDefault).toBe(true);
    // Back to the full default for the tests below.
    await call(lawyer, 'PUT', '/api/documents/playbook', { positions: first.positions });
  });

  it('goes back to the default playbook when the user resets theirs', async () => {
    await call(other, 'PUT', '/api/documents/playbook', { positions: [] });
    const reset = await call(other, 'DELETE', '/api/documents/playbook');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<Playbook>()).toMatchObject({ isDefault: true });
    expect((await call(other, 'GET', '/api/documents/playbook')).json<Playbook>().positions.length).toBeGreaterThan(0);
  });

  it('refuses a playbook with repeated ids or a bad severity, in the error envelope', async () => {
    const { positions } = (await call(other, 'GET', '/api/documents/playbook')).json<Playbook>();
    const repeated = await call(other, 'PUT', '/api/documents/playbook', { positions: [positions[0], positions[0]] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(/Two positions have the id/) });
    const bad = await call(other, 'PUT', '/api/documents/playbook', { positions: [{ ...positions[0], severity: 'fatal' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid-argument' });
  });

  it('reviews a contract: clauses, missing labels, playbook and rule-pack findings with stable ids', async () => {
    const res = await call(lawyer, 'POST', '/api/documents/services/review', { jurisdiction: 'us-ca' });
    expect(res.statusCode).toBe(200);
    const review = res.json<ReviewResponse>();
    expect(review.jurisdiction).toBe('us-ca');
    expect(review.missing).toEqual([]);
    expect(review.clauses.find((clause) => clause.label === 'non-compete')).toMatchObject({ heading: 'Non-Competition', paragraph: 7, page: 1 });
    const noncompete = review.findings.find((finding) => finding.source === 'Cal. Bus. & Prof. Code § 16600');
    expect(noncompete).toMatchObject({ clause: 'non-compete', paragraph: 7, suggested: null });
    expect(review.findings.find((finding) => finding.clause === 'indemnity')?.source).toBe('Playbook: Indemnities must be mutual.');
    const again = (await call(lawyer, 'POST', '/api/documents/services/review', { jurisdiction: 'us-ca' })).json<ReviewResponse>();
    expect(again.findings.map((finding) => finding.id)).toEqual(review.findings.map((finding) => finding.id));
    expect(new Set(review.findings.map((finding) => finding.id)).size).toBe(review.findings.length);
  });

  it("reviews a contract under the law it chooses without a jurisdiction, and refuses an unknown one", async () => {
    const review = (await call(lawyer, 'POST', '/api/documents/nda/review', {})).json<ReviewResponse>();
    expect(review).toMatchObject({ jurisdiction: 'us-ny', jurisdictionFrom: 'contract', values: { governingLaw: { state: 'New York' } } });
    expect(review.notes[0]).toMatch(/^Reviewed under New York law, which the contract chooses: "This Agreement is governed by the laws of the State of New York/);
    const unknown = await call(lawyer, 'POST', '/api/documents/nda/review', { jurisdiction: 'us-zz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid-argument', message: 'Choose a jurisdiction from the list.' });
  });

  it('says contract limits were not checked when neither the lawyer nor the contract chooses a law', async () => {
    const review = (await call(lawyer, 'POST', '/api/documents/no-law/review', {})).json<ReviewResponse>();
    expect(review).toMatchObject({ jurisdiction: null, jurisdictionFrom: null, values: { governingLaw: null } });
    expect(review.notes).toContainEqual(expect.stringMatching(/^Contract limits were not checked: no jurisdiction was chosen/));
  });

  it("answers 404 for another user's document and for one that does not exist", async () => {
    for (const [user, id] of [[other, 'nda'], [lawyer, 'missing']] as const) {
      const res = await call(user, 'POST', `/api/documents/${id}/review`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'This document does not exist or was deleted.' });
      expect((await call(user, 'POST', `/api/documents/${id}/review/accept`, { findingIds: ['x'] })).statusCode).toBe(404);
    }
  });

  it('accepts replacements into a new draft: the clause replaced in place, a missing clause added at the end', async () => {
    const review = (await call(lawyer, 'POST', '/api/documents/nda/review', {})).json<ReviewResponse>();
    const assignment = review.findings.find((finding) => finding.clause === 'assignment' && finding.original !== null)!;
    const venue = review.findings.find((finding) => finding.clause === 'venue')!;
    const res = await call(lawyer, 'POST', '/api/documents/nda/review/accept', { findingIds: [assignment.id, venue.id] });
    expect(res.statusCode).toBe(201);
    const draft = (await call(lawyer, 'GET', `/api/drafts/${res.json<{ draftId: string }>().draftId}`)).json<DraftDetail>();
    expect(draft).toMatchObject({ title: 'Mutual Nondisclosure Agreement (revised)', typeId: 'mutual-nda', jurisdiction: 'us-ny' });
    const text = (heading: string) =>
      draft.content.sections.find((section) => section.heading === heading)?.blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n');
    expect(text('3. Assignment')).toBe(assignment.suggested);
    expect(draft.content.sections.at(-1)!.heading).toBe('Venue');
    expect(text('Venue')).toBe(venue.suggested);
    // The other clauses are as written.
    expect(text('5. Governing Law')).toMatch(/laws of the State of New York/);
    expect(draft.instructions).toMatch(/^Revised from the uploaded document "Mutual Nondisclosure Agreement"/);
    expect((await call(other, 'GET', `/api/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses unknown finding ids and findings without replacement text, saying which', async () => {
    const unknown = await call(lawyer, 'POST', '/api/documents/nda/review/accept', { findingIds: ['not-a-finding'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("These findings are not in this document's review: not-a-finding. Review the document again and accept from its new findings.");
    const review = (await call(lawyer, 'POST', '/api/documents/services/review', { jurisdiction: 'us-ca' })).json<ReviewResponse>();
    const rule = review.findings.find((finding) => finding.suggested === null)!;
    const res = await call(lawyer, 'POST', '/api/documents/services/review/accept', { jurisdiction: 'us-ca', findingIds: [rule.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/offers no replacement text to accept/);
  });
});

describe('a draft made from a document', () => {
  const documents = documentsInMemory();
  let t: TestApp;
  let lawyer: ChatUser;
  let other: ChatUser;

  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: documents.source } });
    lawyer = await chatUser(t.app);
    other = await chatUser(t.app);
    documents.add(lawyer.id, 'complaint', 'Complaint — Doe v. Acme', blocksOf(['Plaintiff Jane Doe alleges that the widget failed.']), 'brief');
    documents.add(lawyer.id, 'long', 'Long Exhibit', blocksOf(Array.from({ length: 400 }, (_, i) => `Paragraph ${i + 1} ${'word '.repeat(20)}`)));
  });
  afterAll(async () => {
    await t.close();
  });

  it("puts the document's text into the draft's background", async () => {
    const draft = await draftsClient(t.app, lawyer).create({ instructions: 'Answer every allegation.', sourceDocumentId: 'complaint' });
    expect(draft.instructions).toBe('Answer every allegation.\n\nSource document: Complaint — Doe v. Acme\nPlaintiff Jane Doe alleges that the widget failed.');
  });

  it('cuts a long document to the background limit and says so', async () => {
    const draft = await draftsClient(t.app, lawyer).create({ sourceDocumentId: 'long' });
    expect(draft.instructions.length).toBeLessThanOrEqual(DRAFT_LIMITS.instructionsChars);
    expect(draft.instructions).toMatch(/^Source document: Long Exhibit\nParagraph 1 /);
    expect(draft.instructions).toMatch(/\[The source document is cut here: a draft's background holds 20,000 characters\.\]$/);
  });

  it("answers 404 for another user's document", async () => {
    const res = await draftsClient(t.app, other).call('POST', '/api/drafts', {
      typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), sourceDocumentId: 'complaint',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not-found', message: 'This document does not exist or was deleted.' });
  });
});
