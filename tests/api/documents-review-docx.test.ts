import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockText } from '../../src/legal/drafting/content';
import { documentDetailSchema, type DocumentDetail, type ReviewFinding, type ReviewResponse } from '../../src/shared/api/documents';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { DOCX_CONTENT_TYPE } from '../../src/shared/api/review-export';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { uploadDocument } from '../support/documents';
import { convertWithLibreOffice, readFlatOdt, SOFFICE } from '../support/libreoffice';
import { NDA_PARAGRAPHS, ndaDocx } from '../support/review-docx';

/** A draft's text as paragraphs: each section's heading, then its blocks. */
const draftParagraphs = (draft: DraftDetail) =>
  draft.content.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);

/** The suggestions a lawyer accepts: one per clause (the first offered), the missing clauses' too. */
function oneSuggestionPerClause(findings: ReviewFinding[]): ReviewFinding[] {
  const chosen: ReviewFinding[] = [];
  for (const finding of findings) {
    if (finding.suggested !== null && !chosen.some((c) => c.clause === finding.clause)) chosen.push(finding);
  }
  return chosen;
}

async function pdfAnnotations(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const contents: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const annotations = await (await document.getPage(number)).getAnnotations();
    // Each comment is a Text note (its Popup, which shows it, carries the same words).
    contents.push(...annotations.filter((a: { subtype: string }) => a.subtype === 'Text').map((a: { contentsObj?: { str?: string } }) => a.contentsObj?.str ?? ''));
  }
  return contents;
}

if (!SOFFICE) console.log('The Word export is not opened in LibreOffice here: soffice is not installed (.ci/run installs libreoffice-writer-nogui).');

describe.skipIf(!SOFFICE)('the review delivered in Word, opened by LibreOffice', () => {
  let t: TestApp;
  let lawyer: ChatUser;
  let other: ChatUser;
  let upload: DocumentDetail;
  let review: ReviewResponse;
  let accepted: ReviewFinding[];
  let exported: Buffer;
  const call = (user: ChatUser, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await chatUser(t.app);
    other = await chatUser(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/attorney-profile', headers: lawyer.headers, payload: { attorneyName: 'Alex Rivera', barNumber: '', firm: '', attorneyAddress: '', attorneyPhone: '', attorneyEmail: '' } });
    const res = await uploadDocument(t.app, lawyer.headers, { name: 'mutual-nda.docx', bytes: await ndaDocx() });
    expect(res.statusCode, res.body).toBe(201);
    upload = documentDetailSchema.parse(res.json());
    review = (await call(lawyer, `/api/documents/${upload.id}/review`, {})).json<ReviewResponse>();
    accepted = oneSuggestionPerClause(review.findings);
    const file = await call(lawyer, `/api/documents/${upload.id}/review/docx`, { findingIds: accepted.map((f) => f.id) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toContain('mutual-nda (reviewed).docx');
    exported = file.rawPayload;
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('tracks each accepted suggestion as the lawyer\'s change and comments every finding on its clause', async () => {
    // Replacements in place and clauses added at the end, so both kinds of change are in the file.
    expect(accepted.filter((f) => f.paragraph !== null).length).toBeGreaterThanOrEqual(2);
    expect(accepted.filter((f) => f.paragraph === null).length).toBeGreaterThanOrEqual(1);
    const opened = readFlatOdt((await convertWithLibreOffice(exported, 'reviewed.docx', 'fodt')).toString('utf8'));
    const kinds = new Set(opened.changes.map((change) => change.kind));
    expect([...kinds].sort()).toEqual(['deletion', 'insertion']);
    expect(new Set(opened.changes.map((change) => change.author))).toEqual(new Set(['Alex Rivera']));
    expect(opened.comments).toHaveLength(review.findings.length);
    for (const finding of review.findings) {
      const comment = opened.comments.find((c) => c.text.includes(finding.message) && c.text.includes(`Source: ${finding.source}`));
      expect(comment, finding.message).toBeDefined();
      expect(comment!.author).toBe('Alex Rivera');
      // Anchored to its clause: the commented text is the clause as written (or the clause the change adds).
      if (finding.original) expect(comment!.anchoredText).toContain(finding.original.split('\n\n').at(-1)!.slice(-40));
    }
    // Rejecting every change gives the document back as uploaded.
    expect(opened.rejected).toEqual(NDA_PARAGRAPHS);

    // Accepting every change gives the text the app's own accept writes into the revised draft.
    const draft = await call(lawyer, `/api/documents/${upload.id}/review/accept`, { findingIds: accepted.map((f) => f.id) });
    expect(draft.statusCode, draft.body).toBe(201);
    const revised = (await t.app.inject({ method: 'GET', url: `/api/drafts/${draft.json<{ draftId: string }>().draftId}`, headers: lawyer.headers })).json<DraftDetail>();
    console.log(`Word export: ${opened.changes.length} tracked changes, ${opened.comments.length} comments; accepted in LibreOffice: ${opened.accepted.length} paragraphs, the app's draft: ${draftParagraphs(revised).length}`);
    expect(opened.accepted).toEqual(draftParagraphs(revised));
  }, 300_000);

  it('prints as PDF with the inserted text on the page and the comments as notes', async () => {
    const pdf = await convertWithLibreOffice(exported, 'reviewed.docx', 'pdf:writer_pdf_Export:{"ExportNotes":{"type":"boolean","value":"true"}}');
    const { execFileSync } = await import('node:child_process');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
    const added = accepted.find((f) => f.paragraph === null)!;
    expect(text).toContain(added.suggested!.replace(/\s+/g, ' ').slice(0, 60));
    const notes = await pdfAnnotations(pdf);
    expect(notes.length).toBe(review.findings.length);
    expect(notes.join('\n')).toContain(review.findings[0]!.message);
  }, 300_000);

  it('writes a clean Word file for a text upload, a second text for a changed clause left in its comment', async () => {
    // Two positions of this lawyer's playbook offer different text for the assignment clause.
    const assignment = { clause: 'assignment', requireAny: [], severity: 'warning' } as const;
    await t.app.inject({
      method: 'PUT', url: '/api/documents/playbook', headers: other.headers, payload: {
        positions: [
          { ...assignment, id: 'consent', position: 'Assignment needs consent.', forbid: ['freely assign'], preferredText: 'Neither party may assign this Agreement without the consent of the other party.' },
          { ...assignment, id: 'affiliates', position: 'Assignment to affiliates only.', forbid: ['freely assign'], preferredText: 'Either party may assign this Agreement to an affiliate only.' },
        ],
      },
    });
    const text = NDA_PARAGRAPHS.join('\n\n');
    const res = await uploadDocument(t.app, other.headers, { name: 'nda.txt', bytes: Buffer.from(text) });
    const id = documentDetailSchema.parse(res.json()).id;
    const file = await call(other, `/api/documents/${id}/review/docx`, {});
    expect(file.statusCode, file.body).toBe(200);
    const opened = readFlatOdt((await convertWithLibreOffice(file.rawPayload, 'nda.docx', 'fodt')).toString('utf8'));
    expect(opened.accepted).toContain('Neither party may assign this Agreement without the consent of the other party.');
    const waiting = opened.comments.find((comment) => comment.text.includes('Assignment to affiliates only.'));
    expect(waiting?.text).toContain('Suggested text (not tracked: another suggestion changes this clause): Either party may assign this Agreement to an affiliate only.');
    expect(waiting?.anchoredText).toBe('Either party may freely assign this Agreement to any affiliate or successor.');
  }, 300_000);

  it('is refused for another user\'s document (404) and for findings not in the review (400)', async () => {
    const walled = await call(other, `/api/documents/${upload.id}/review/docx`, {});
    expect(walled.statusCode).toBe(404);
    expect(walled.json()).toMatchObject({ error: 'not-found' });
    const unknown = await call(lawyer, `/api/documents/${upload.id}/review/docx`, { findingIds: ['no-such-finding'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringContaining('no-such-finding') });
  });
});
