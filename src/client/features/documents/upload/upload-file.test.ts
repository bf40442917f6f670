import { describe, expect, it } from 'vitest';
import { uploadDocument, uploadErrorMessage, type UploadRequest } from './upload-file';

class FakeRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  reply(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const file = () => new File(['hello'], 'brief.txt', { type: 'text/plain' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploading one document', () => {
  it('posts the file as multipart with the bearer token and reports progress', async () => {
    const request = new FakeRequest();
    const progress: number[] = [];
    const done = uploadDocument(file(), { onProgress: (sent) => progress.push(sent), createRequest: () => request as unknown as UploadRequest, token: async () => 'jwt-1' });
    await flush();
    expect(request.opened).toEqual(['POST', '/api/documents']);
    expect(request.headers.Authorization).toBe('Bearer jwt-1');
    expect(request.withCredentials).toBe(true);
    expect((request.body!.get('file') as File).name).toBe('brief.txt');
    request.upload.onprogress?.({ loaded: 3, lengthComputable: true });
    request.reply(201, JSON.stringify({ id: 'doc-1', title: 'Brief' }));
    await expect(done).resolves.toMatchObject({ id: 'doc-1', title: 'Brief' });
    expect(progress).toEqual([3]);
    expect(request.body!.has('matterId')).toBe(false);
  });

  it('names the matter the document goes into, when there is one', async () => {
    const request = new FakeRequest();
    const done = uploadDocument(file(), { matterId: 'matter-7', onProgress: () => {}, createRequest: () => request as unknown as UploadRequest, token: async () => null });
    await flush();
    expect(request.body!.get('matterId')).toBe('matter-7');
    request.reply(201, JSON.stringify({ id: 'doc-2', title: 'Brief' }));
    await expect(done).resolves.toMatchObject({ id: 'doc-2' });
  });

  it("fails with the server's message from the error envelope", async () => {
    const request = new FakeRequest();
    const done = uploadDocument(file(), { onProgress: () => {}, createRequest: () => request as unknown as UploadRequest, token: async () => null });
    await flush();
    expect(request.headers.Authorization).toBeUndefined();
    request.reply(400, JSON.stringify({ error: 'invalid-argument', message: 'This file is empty.' }));
    await expect(done).rejects.toThrow('This file is empty.');
  });

  it('says when the server could not be reached, or answered without an envelope', async () => {
    const request = new FakeRequest();
    const done = uploadDocument(file(), { onProgress: () => {}, createRequest: () => request as unknown as UploadRequest, token: async () => null });
    await flush();
    request.onerror?.();
    await expect(done).rejects.toThrow('did not reach the server');
    expect(uploadErrorMessage(502, 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});
