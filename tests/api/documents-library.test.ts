import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import type { DocumentDetail, DocumentSummary } from '../../src/shared/api/documents';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { buildContractDocx, uploadDocument } from '../support/documents';

/** The document library: listing and title search, the original file, who may see what, encryption and deletion. */
describe('documents', () => {
  let t: TestApp;
  let owner: ChatUser;
  let stranger: ChatUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await chatUser(t.app);
    stranger = await chatUser(t.app);
  });
  afterAll(() => t.close());

  const call = (user: ChatUser | null, method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: user?.headers ?? {} });
  async function upload(name: string, text: string, title?: string): Promise<DocumentDetail> {
    const res = await uploadDocument(t.app, owner.headers, { name, bytes: Buffer.from(text) }, title ? { title } : {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const list = async (user: ChatUser, query = '') => (await call(user, 'GET', `/api/documents${query}`)).json<{ documents: DocumentSummary[]; nextCursor: string | null }>();

  it('lists newest first a page at a time, searches titles, and shows a user only their own', async () => {
    const first = await upload('holt-lease.txt', 'Lease terms for Holt.', 'Holt lease');
    const second = await upload('brandvold.md', '# Brandvold memo', 'Brandvold memo');
    const third = await upload('holt-nda.txt', 'Nondisclosure for Holt.', 'Holt NDA');

    const page1 = await list(owner, '?limit=2');
    expect(page1.documents.map((d) => d.id)).toEqual([third.id, second.id]);
    expect(page1.documents[0]).not.toHaveProperty('blocks');
    const page2 = await list(owner, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2).toEqual({ documents: [expect.objectContaining({ id: first.id, title: 'Holt lease', fileName: 'holt-lease.txt' })], nextCursor: null });
    expect((await list(owner, '?q=holt')).documents.map((d) => d.title)).toEqual(['Holt NDA', 'Holt lease']);
    expect((await list(stranger)).documents).toEqual([]);
    expect((await call(null, 'GET', '/api/documents')).statusCode).toBe(401);
  });

  it('gives another user 404 on the document, its file and its deletion', async () => {
    const doc = await upload('private.txt', 'Privileged and confidential.');
    for (const [method, url] of [['GET', `/api/documents/${doc.id}`], ['GET', `/api/documents/${doc.id}/file`], ['DELETE', `/api/documents/${doc.id}`]] as const) {
      const res = await call(stranger, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'This document does not exist or was deleted.' });
    }
    expect((await call(owner, 'GET', `/api/documents/${doc.id}`)).json()).toMatchObject({ id: doc.id, blocks: [{ text: 'Privileged and confidential.' }] });
  });

  it('sends the original as an attachment that is never rendered: text as text/plain, sandboxed, nosniff', async () => {
    const html = await upload('page.txt', '<script>alert(1)</script> <b>not markup here</b>');
    const text = await call(owner, 'GET', `/api/documents/${html.id}/file`);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe(`attachment; filename="page.txt"; filename*=UTF-8''page.txt`);
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.headers['content-security-policy']).toContain('sandbox');
    expect(text.body).toBe('<script>alert(1)</script> <b>not markup here</b>');

    const docx = await buildContractDocx();
    const res = await uploadDocument(t.app, owner.headers, { name: 'Acme «MSA»; final.docx', bytes: docx });
    expect(res.statusCode, res.body).toBe(201);
    const file = await call(owner, 'GET', `/api/documents/${res.json().id}/file`);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Acme _MSA_ final.docx"; filename*=UTF-8''${encodeURIComponent('Acme «MSA»; final.docx')}`);
    expect(file.rawPayload.equals(docx)).toBe(true);
  });

  it('stores the title, file name, file and text encrypted', async () => {
    const secret = 'Brandvold settled for 2.4 million';
    const doc = await upload('brandvold-settlement.txt', `${secret}.`, 'Brandvold settlement');
    const rows = await selectRows<Record<string, unknown>>(t.database.db, sql`select * from documents where id = ${doc.id}`);
    const raw = JSON.stringify(rows);
    for (const text of [secret, 'Brandvold', Buffer.from(`${secret}.`).toString('base64'), 'brandvold-settlement']) expect(raw).not.toContain(text);
    expect(rows[0]).toMatchObject({ format: 'txt', kind: 'other', size_bytes: expect.anything() });
  });

  it('deletes the row itself, and the document is then gone for its owner too', async () => {
    const doc = await upload('to-delete.txt', 'Delete me.');
    expect((await call(owner, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(204);
    const rows = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from documents where id = ${doc.id}`);
    expect(rows[0]!.n).toBe(0);
    expect((await call(owner, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('opens a document for the review services through DocumentSource, for its owner only', async () => {
    const doc = await upload('source.txt', 'One.\n\nTwo.');
    const opened = await t.app.services.documents.source.open(owner.id, doc.id);
    expect(opened?.summary.id).toBe(doc.id);
    expect(opened?.blocks.map((b) => [b.paragraph, b.text])).toEqual([[1, 'One.'], [2, 'Two.']]);
    expect(await t.app.services.documents.source.open(stranger.id, doc.id)).toBeNull();
  });
});
