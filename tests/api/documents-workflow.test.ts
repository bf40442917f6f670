import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { pdfPages } from '../../src/server/features/drafting/pdf-text.fixture';
import {
  acceptReviewResponseSchema,
  askDocumentsResponseSchema,
  documentCheckResponseSchema,
  documentDetailSchema,
  documentTableResponseSchema,
  reviewResponseSchema,
  type DocumentDetail,
} from '../../src/shared/api/documents';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { loadResearchCorpus, pagedOpinionsFile } from '../support/corpus';
import { BRIEF_WITH_TWO_BAD_CITATIONS, buildPdf, leasePages, uploadDocument } from '../support/documents';

/** The whole document review through HTTP: real uploads, then every question a lawyer asks of them. */
describe('document review from upload to draft', () => {
  let t: TestApp;
  let lawyer: ChatUser;
  let other: ChatUser;
  let brief: DocumentDetail;
  let leases: DocumentDetail[];

  async function upload(user: ChatUser, name: string, bytes: Buffer): Promise<DocumentDetail> {
    const res = await uploadDocument(t.app, user.headers, { name, bytes });
    expect(res.statusCode, res.body).toBe(201);
    return documentDetailSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
    await importCorpusFile({ db: t.database.db, file: pagedOpinionsFile });
    lawyer = await chatUser(t.app);
    other = await chatUser(t.app);
    brief = await upload(lawyer, 'motion.pdf', await buildPdf(BRIEF_WITH_TWO_BAD_CITATIONS));
    leases = [
      await upload(lawyer, 'harbor-lease.pdf', await buildPdf(leasePages({ tenant: 'Blue Cafe Inc.', rent: '$12,000', assignment: 'Tenant may assign this Lease at its sole discretion.' }))),
      await upload(lawyer, 'pier-lease.pdf', await buildPdf(leasePages({ tenant: 'Pier Books LLC', rent: '$8,500', assignment: 'Tenant shall not assign this Lease without the prior written consent of Landlord.' }))),
    ];
  });
  afterAll(() => t.close());

  it('checks an uploaded brief: the made-up case and the misquotation flagged on page 2, the federal rules applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${brief.id}/check`, headers: lawyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const check = documentCheckResponseSchema.parse(res.json());
    const cited = (text: string) => check.citations.find((citation) => citation.text.includes(text));
    expect(cited('505 U.S. 901')).toMatchObject({ status: 'not-found', page: 2 });
    expect(cited('483 U.S. 44')!.quotations).toEqual([expect.objectContaining({ status: 'altered', inDocument: expect.objectContaining({ page: 2 }) })]);
    expect(check.compliance).toMatchObject({ checked: true, jurisdiction: 'us-federal' });
  });

  it('downloads the brief check as a PDF report naming the pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${brief.id}/check?format=pdf`, headers: lawyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { pages } = await pdfPages(res.rawPayload);
    const text = pages.map((page) => page.lines.join(' ')).join(' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/Not found — Martinez v\. Board of Regents, 505 U\.S\. 901 \(1992\) \(page 2, ¶ \d+\)/);
  });

  it('does not check, review or answer from another user’s document', async () => {
    for (const request of [
      { method: 'GET' as const, url: `/api/documents/${brief.id}/check` },
      { method: 'POST' as const, url: `/api/documents/${leases[0]!.id}/review`, payload: {} },
      { method: 'POST' as const, url: '/api/documents/ask', payload: { documentIds: [leases[0]!.id], question: 'Can the tenant assign?' } },
    ]) {
      const res = await t.app.inject({ ...request, headers: other.headers });
      expect(res.statusCode, request.url).toBe(404);
    }
  });

  it('answers a question over two leases with a quotation that names the document, page and paragraph', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/ask',
      headers: lawyer.headers,
      payload: { documentIds: leases.map((lease) => lease.id), question: 'What does the lease say about assignment?' },
    });
    const answer = askDocumentsResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ answered: true, engine: { offline: true }, tokensUsed: 0 });
    const consent = answer.quotations.find((quotation) => quotation.text.includes('prior written consent'));
    const assignmentBlock = leases[1]!.blocks.find((block) => block.text.includes('prior written consent'))!;
    expect(consent).toMatchObject({ documentId: leases[1]!.id, page: assignmentBlock.page, paragraph: assignmentBlock.paragraph });

    const unanswered = askDocumentsResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/documents/ask', headers: lawyer.headers, payload: { documentIds: [leases[0]!.id], question: 'Is there an arbitration clause?' } })).json(),
    );
    expect(unanswered.answered).toBe(false);
  });

  it('fills a leases × questions table and downloads it as CSV and Excel', async () => {
    const payload = { documentIds: leases.map((lease) => lease.id), questions: ['What is the rent?', 'What is the term?', 'Can the tenant assign?'] };
    const table = documentTableResponseSchema.parse((await t.app.inject({ method: 'POST', url: '/api/documents/table', headers: lawyer.headers, payload })).json());
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0]!.cells[0]).toMatchObject({ answered: true, answer: expect.stringContaining('$12,000') });
    expect(table.rows[1]!.cells[1]!.quotation).toMatchObject({ documentId: leases[1]!.id });

    const csv = await t.app.inject({ method: 'POST', url: '/api/documents/table?format=csv', headers: lawyer.headers, payload });
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.body).toContain('What is the rent?');
    const xlsx = await t.app.inject({ method: 'POST', url: '/api/documents/table?format=xlsx', headers: lawyer.headers, payload });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('reviews a lease against the playbook and accepts the suggested assignment clause into a new draft', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/documents/${leases[0]!.id}/review`, headers: lawyer.headers, payload: { jurisdiction: 'us-ca' } });
    expect(res.statusCode, res.body).toBe(200);
    const review = reviewResponseSchema.parse(res.json());
    expect(review.clauses.map((clause) => clause.label)).toEqual(expect.arrayContaining(['parties', 'term', 'assignment', 'governing-law']));
    const assignment = review.findings.find((finding) => finding.clause === 'assignment' && finding.suggested !== null)!;
    expect(assignment.original).toContain('sole discretion');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${leases[0]!.id}/review/accept`,
      headers: lawyer.headers,
      payload: { jurisdiction: 'us-ca', findingIds: [assignment.id] },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { draftId } = acceptReviewResponseSchema.parse(accepted.json());
    const draft = (await t.app.inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: lawyer.headers })).json<{ content: { sections: Array<{ blocks: Array<{ runs: Array<{ text: string }> }> }> } }>();
    const text = draft.content.sections.flatMap((section) => section.blocks.flatMap((block) => block.runs.map((run) => run.text))).join(' ');
    expect(text).toContain(assignment.suggested!.slice(0, 40));
    expect(text).not.toContain('at its sole discretion');
  });

  it('deletes a document for good: it is gone from the list and cannot be checked', async () => {
    const doomed = await upload(lawyer, 'scratch.txt', Buffer.from('A note to delete.\n'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doomed.id}`, headers: lawyer.headers })).statusCode).toBe(204);
    const list = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: lawyer.headers })).json<{ documents: Array<{ id: string }> }>();
    expect(list.documents.map((document) => document.id)).not.toContain(doomed.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doomed.id}/check`, headers: lawyer.headers })).statusCode).toBe(404);
  });
});
