import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_ANSWER_LEAD } from '../../src/legal/review/evidence-answer';
import { groundLease, officeLease } from '../../src/legal/review/documents.fixture';
import type { SourceDocument } from '../../src/legal/review/retrieval';
import type { DocumentSource, OpenDocument } from '../../src/server/features/documents/source';
import type { AskDocumentsResponse, DocumentTableResponse } from '../../src/shared/api/documents';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

/** The two leases, owned by whoever `owner.id` names once the user exists (the store itself is another feature's). */
function leaseSource(owner: { id: string }): DocumentSource {
  const open = (d: SourceDocument): OpenDocument => ({
    summary: { id: d.id, title: d.title, fileName: `${d.id}.docx`, format: 'docx', kind: 'contract', sizeBytes: 1, pageCount: 3, wordCount: 1, ocr: [], problems: [], matter: null, createdAt: new Date(0).toISOString() },
    blocks: d.blocks.map((b) => ({ ...b, number: null })),
  });
  const documents = new Map([officeLease, groundLease].map((d) => [d.id, open(d)]));
  return { open: async (userId, id) => (userId === owner.id ? (documents.get(id) ?? null) : null) };
}

const ids = [officeLease.id, groundLease.id];
const assignment = 'What does the lease say about assignment?';

describe('asking about documents, offline', () => {
  let t: TestApp;
  const owner = { id: '' } as ChatUser;
  let stranger: ChatUser;
  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: leaseSource(owner) } });
    Object.assign(owner, await chatUser(t.app));
    stranger = await chatUser(t.app);
  });
  afterAll(async () => t.close());

  const post = (user: ChatUser | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload: payload as object });

  it('quotes the clause with its page and paragraph, says it only finds and quotes, and charges nothing', async () => {
    const before = await chatClient(t, owner).balance();
    const res = await post(owner, '/api/documents/ask', { documentIds: ids, question: assignment });
    expect(res.statusCode).toBe(200);
    const body = res.json<AskDocumentsResponse>();
    expect(body.answer.startsWith(EVIDENCE_ANSWER_LEAD)).toBe(true);
    expect(body.answer).toContain('Office Lease — 100 Main St., 3. Assignment and Subletting, p. 2 ¶ 8: “Tenant shall not assign this Lease');
    expect(body.quotations[0]).toMatchObject({ documentId: officeLease.id, page: 2, paragraph: 8 });
    expect(body).toMatchObject({ answered: true, engine: { label: 'offline engine', offline: true }, tokensUsed: 0 });
    expect(await chatClient(t, owner).balance()).toBe(before);
  });

  it('says "Not stated in the document." when the documents do not answer', async () => {
    const res = await post(owner, '/api/documents/ask', { documentIds: ids, question: 'What does the lease say about arbitration?' });
    expect(res.json()).toMatchObject({ answered: false, answer: 'Not stated in the document.', quotations: [] });
  });

  it('answers 404 for a document that is not the user’s, with nothing of the others', async () => {
    for (const [user, documentIds] of [[stranger, ids], [owner, [...ids, 'not-a-document']]] as const) {
      const res = await post(user, '/api/documents/ask', { documentIds, question: assignment });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'Document not found.' });
    }
    expect((await post(stranger, '/api/documents/table', { documentIds: ids, questions: ['Rent?'] })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    expect((await post(owner, '/api/documents/ask', { documentIds: [], question: assignment })).statusCode).toBe(400);
    expect((await post(owner, '/api/documents/ask', { documentIds: ids, question: ' ' })).statusCode).toBe(400);
    expect((await post(owner, '/api/documents/table?format=pdf', { documentIds: ids, questions: ['Rent?'] })).statusCode).toBe(400);
    expect((await post(null, '/api/documents/ask', { documentIds: ids, question: assignment })).statusCode).toBe(401);
  });

  const questions = ['Can the lease be assigned?', 'Which law governs?'];

  it('fills the table from each document alone', async () => {
    const res = await post(owner, '/api/documents/table', { documentIds: ids, questions });
    const table = res.json<DocumentTableResponse>();
    expect(table.questions).toEqual(questions);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.answered))).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(table.rows[1]!.cells[1]!.answer).toBe('Not found in this document.');
    expect(table.rows[0]!.cells[1]!.quotation).toMatchObject({ page: 2, paragraph: 10 });
  });

  it('downloads the table as CSV and as XLSX', async () => {
    const csv = await post(owner, '/api/documents/table?format=csv', { documentIds: ids, questions });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="document-review.csv"');
    expect(csv.body.split('\r\n')[0]).toBe('Document,Can the lease be assigned?,Which law governs?');
    expect(csv.body).toContain('— p. 2 ¶ 10');

    const xlsx = await post(owner, '/api/documents/table?format=xlsx', { documentIds: ids, questions });
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="document-review.xlsx"');
    const sheet = await (await JSZip.loadAsync(xlsx.rawPayload)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<t xml:space="preserve">Ground Lease — Lot 7</t>');
  });
});

describe('asking about documents with a language model', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  const owner = { id: '' } as ChatUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'Only with the landlord’s written consent [1].', usage: { prompt_tokens: 900, completion_tokens: 20 } }] });
    t = await buildChatApp({ fake, deps: { documentSource: leaseSource(owner) } });
    Object.assign(owner, await chatUser(t.app));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers from the numbered passages, maps the citation to its quotation, and charges the reported usage', async () => {
    const before = await chatClient(t, owner).balance();
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/ask', headers: owner.headers, payload: { documentIds: ids, question: assignment } });
    expect(res.statusCode).toBe(200);
    const body = res.json<AskDocumentsResponse>();
    expect(body).toMatchObject({ answered: true, answer: 'Only with the landlord’s written consent [1].', tokensUsed: 920 });
    expect(body.engine).toEqual({ label: 'fake-model (openai-compatible)', offline: false });
    expect(body.quotations).toHaveLength(1);
    expect(body.quotations[0]).toMatchObject({ documentId: officeLease.id, page: 2, paragraph: 8 });
    expect(fake.systemPrompt()).toContain('[1] Office Lease — 100 Main St., 3. Assignment and Subletting, p. 2 ¶ 8:');
    expect(await chatClient(t, owner).balance()).toBe(before - 920);
  });
});
