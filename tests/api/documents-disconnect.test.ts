import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocumentsResponseSchema } from '../../src/shared/api/documents';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { buildScanPng, multipartBody, uploadDocument } from '../support/documents';
import { scannedPdf } from '../support/hostile-files';

/**
 * Issue #41: no work goes on for a client that has left. Over a real socket (a closed connection is what the server
 * sees), an upload whose client disconnects while its file is read stops being read: the same user's next file,
 * which waits for it (one file of a user at a time), is read at once, and nothing of the first is stored.
 */
describe('an upload whose client leaves', () => {
  let t: TestApp;
  let user: ChatUser;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await chatUser(t.app);
    const url = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    port = Number(url.port);
  });
  afterAll(() => t.close());

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it('stops its reading, so the user\'s next file does not wait for it', async () => {
    // Twelve distinct scans are twelve OCR passes: a file slow to read on any machine.
    const slowFile = await scannedPdf(Array.from({ length: 12 }, (_, index) => buildScanPng([`EXHIBIT ${index + 1}`, 'Deposition of the witness'])));
    // How long the slow file takes when its client stays.
    const whole = await timed(() => uploadDocument(t.app, user.headers, { name: 'kept.pdf', bytes: slowFile }));
    expect(whole.result.statusCode, whole.result.body).toBe(201);

    const body = multipartBody({ name: 'left.pdf', bytes: slowFile });
    const leaving = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/documents', headers: { ...user.headers, ...body.headers } });
    leaving.on('error', () => {});
    leaving.end(body.payload);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    leaving.destroy();

    const next = await timed(() => uploadDocument(t.app, user.headers, { name: 'next.txt', bytes: Buffer.from('A short note.') }));
    expect(next.result.statusCode, next.result.body).toBe(201);
    expect(next.ms, `the next file took ${Math.round(next.ms)} ms; the whole slow file ${Math.round(whole.ms)} ms`).toBeLessThan(whole.ms / 2);

    const list = listDocumentsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/documents', headers: user.headers })).json());
    expect(list.documents.map((document) => document.fileName).sort()).toEqual(['kept.pdf', 'next.txt']);
  }, 300_000);
});
