import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CorpusImportJob } from '../../src/shared/api/corpus-imports';
import { corpusImportJobs } from '../../src/server/db/schema';
import { adminWithMfa, signedInUser } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { startBulkFileServer, type BulkFileServer } from '../support/bulk-file-server';

const corpus = gzipSync(await readFile(path.resolve('tests/fixtures/research-corpus.jsonl')));
const NAME = 'research-corpus.jsonl.gz';

let dir: string;
let server: BulkFileServer | undefined;
let t: TestApp | undefined;
const env = () => ({ CORPUS_IMPORT_DIR: dir, CORPUS_IMPORT_ALLOW_PRIVATE_URLS: 'true' });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vd-imports-'));
});
afterEach(async () => {
  server?.release();
  await t?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  t = undefined;
  server = undefined;
});

async function call(app: TestApp, headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as CorpusImportJob & { error: string; message: string } };
}

async function until(app: TestApp, headers: Record<string, string>, id: number, done: (job: CorpusImportJob) => boolean) {
  for (let i = 0; i < 400; i += 1) {
    const { body } = await call(app, headers, 'GET', `/api/corpus/imports/${id}`);
    if (done(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not get there`);
}

const caseCount = async (app: TestApp) => {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from cases where source = ${NAME}`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
};

// Each import starts its search-vector thread on a copy of the empty database (ADR 032): 25-30 s a test on a loaded
// 2-core machine, at the 30 s default.
describe('Load case law: a background import', { timeout: 90_000 }, () => {
  it('downloads a bulk file from a URL, shows its progress to the end, and its cases are searchable', async () => {
    server = await startBulkFileServer({ [NAME]: corpus });
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const started = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: server.url(NAME) });
    expect(started.status).toBe(200);
    const job = await until(t, admin.headers, started.body.id, (j) => j.state === 'done' || j.state === 'failed');
    expect(job).toMatchObject({ state: 'done', records: 4, cases: 4, opinions: 4, bytesDownloaded: corpus.length, bytesTotal: corpus.length, importFraction: 1 });
    expect(job.edges).toBeGreaterThan(0);
    expect(job.sha256).toBe(createHash('sha256').update(corpus).digest('hex'));
    expect(await readdir(path.join(dir, '.jobs'))).toEqual([]); // the downloaded copy is gone once imported
    const search = await t.app.inject({ method: 'GET', url: '/api/research/search?q=Lawrence+Texas' });
    expect(search.json().results.map((r: { name: string }) => r.name)).toContain('Lawrence v. Texas');
    // On PGlite a second thread computed most search vectors (ADR 032): each is what the database computes itself.
    const wrong = await t.database.db.execute(
      sql`select id from opinions where search is distinct from setweight(to_tsvector('english'::regconfig, text), 'D')`,
    );
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    const list = await call(t, admin.headers, 'GET', '/api/corpus/imports');
    expect((list.body as unknown as { jobs: CorpusImportJob[] }).jobs[0]?.id).toBe(job.id);
  });

  it('resumes an import the server stopped mid-download at the next start, with a Range request and no duplicates', async () => {
    server = await startBulkFileServer({ [NAME]: corpus }, { stallAfter: 3000 });
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const { body } = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: server.url(NAME) });
    await until(t, admin.headers, body.id, (j) => j.bytesDownloaded >= 3000);
    await t.app.close(); // the server stops; the database stays
    const second = await buildTestApp({ env: env(), database: t.database });
    t = second;
    await second.app.ready();
    const job = await until(second, admin.headers, body.id, (j) => j.state === 'done' || j.state === 'failed');
    expect(job).toMatchObject({ state: 'done', records: 4, cases: 4, bytesDownloaded: corpus.length });
    expect(server.ranges).toEqual(['', 'bytes=3000-']);
    expect(job.sha256).toBe(createHash('sha256').update(corpus).digest('hex'));
    expect(await caseCount(second)).toBe(4);
  });

  it('finishes a job a dead process left importing, from the checkpoint it committed', async () => {
    await mkdir(path.join(dir, 'bulk'));
    const file = path.join(dir, 'bulk', NAME);
    await writeFile(file, corpus);
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const first = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'server-file', path: `bulk/${NAME}` });
    const whole = await until(t, admin.headers, first.body.id, (j) => j.state === 'done');
    // A second job over the same file, left by a process that died after committing 2 of its 4 records, whose lease
    // ran out a minute ago. It resumes after the second line: only the other two are read again.
    const lines = gunzipSync(corpus).toString('utf8').split('\n');
    const [row] = await t.database.db
      .insert(corpusImportJobs)
      .values({
        sourceKind: 'server-file', source: `bulk/${NAME}`, fileName: NAME, localPath: file, state: 'importing',
        importStartedAt: new Date(whole.createdAt), line: 2, byteOffset: Buffer.byteLength(`${lines[0]}\n${lines[1]}\n`),
        committed: { records: 2, cases: 2, opinions: 2, edges: 1000, skipped: 0 }, records: 2, cases: 2, opinions: 2, edges: 1000,
        owner: 'a-dead-process', heartbeatAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.app.close();
    t = await buildTestApp({ env: env(), database: t.database });
    await t.app.ready();
    const job = await until(t, admin.headers, row!.id, (j) => j.state === 'done' || j.state === 'failed');
    expect(job).toMatchObject({ state: 'done', records: 4, cases: 4, opinions: 4, resumes: 1, interrupted: false });
    expect(job.edges).toBeGreaterThan(1000); // counted on from the checkpoint's
    expect(job.edges).toBeLessThan(1000 + whole.edges);
    expect(await caseCount(t)).toBe(4);
  });

  it('imports CourtListener bulk files, in their order, from the import directory', async () => {
    const kinds = ['courts', 'dockets', 'opinion-clusters', 'citations', 'opinions'];
    for (const kind of kinds) await copyFile(path.resolve(`tests/fixtures/courtlistener/${kind}-2024-12-31.csv`), path.join(dir, `${kind}-2024-12-31.csv`));
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const jobs: CorpusImportJob[] = [];
    for (const kind of kinds) {
      const { body } = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'server-file', path: `${kind}-2024-12-31.csv` });
      jobs.push(await until(t, admin.headers, body.id, (j) => j.state === 'done' || j.state === 'failed'));
    }
    expect(jobs.map((j) => j.state)).toEqual(kinds.map(() => 'done'));
    expect(jobs.at(-1)!.opinions).toBeGreaterThan(0);
    expect(await readdir(dir)).toContain('opinions-2024-12-31.csv'); // a server file is left where it was
  });

  it('fails an import whose JSON Lines file has a line past 64 MB, with a sentence naming the line', async () => {
    // The first two records of the fixture, then one line of 70 MB, streamed through gzip so the test never holds it.
    const [first, second] = gunzipSync(corpus).toString('utf8').split('\n');
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    async function* content() {
      yield Buffer.from(`${first}\n${second}\n{"text": "`);
      for (let i = 0; i < 70; i++) yield megabyte;
      yield Buffer.from('"}\n');
    }
    await pipeline(Readable.from(content()), createGzip(), createWriteStream(path.join(dir, 'long-line.jsonl.gz')));
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const { body } = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'server-file', path: 'long-line.jsonl.gz' });
    const job = await until(t, admin.headers, body.id, (j) => j.state === 'done' || j.state === 'failed');
    expect(job.state).toBe('failed');
    expect(job.error).toBe('Line 3 is longer than 64 MB, the longest line an import reads: a JSON Lines file holds one record a line.');
  });

  it('cancels a running import, and runs one import at a time', async () => {
    server = await startBulkFileServer({ [NAME]: corpus }, { stallAfter: 1000 });
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const { body } = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: server.url(NAME) });
    const another = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: server.url(NAME) });
    expect(another.status).toBe(409);
    const cancelled = await call(t, admin.headers, 'POST', `/api/corpus/imports/${body.id}/cancel`);
    expect(cancelled.body.state).toBe('cancelled');
    expect(await caseCount(t)).toBe(0);
    const again = await call(t, admin.headers, 'POST', `/api/corpus/imports/${body.id}/cancel`);
    expect(again.status).toBe(412);
    server.release();
    const next = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: server.url(NAME) });
    expect(next.status).toBe(200);
  });

  it('refuses a private address without the operator setting, and a path outside the import directory', async () => {
    t = await buildTestApp({ env: { CORPUS_IMPORT_DIR: dir } });
    const admin = await adminWithMfa(t);
    for (const url of ['http://127.0.0.1:9/opinions.jsonl.gz', 'http://localhost/opinions.jsonl', 'http://[::1]/a.csv', 'http://10.1.2.3/a.jsonl']) {
      const res = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/private or local/);
    }
    await writeFile(path.join(tmpdir(), 'vd-outside.jsonl'), '{}\n');
    for (const outside of ['../vd-outside.jsonl', path.join(tmpdir(), 'vd-outside.jsonl'), '/etc/passwd']) {
      const res = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'server-file', path: outside });
      expect(res.status, outside).toBe(400);
      expect(res.body.message).toMatch(/import directory/);
    }
    const ftp = await call(t, admin.headers, 'POST', '/api/corpus/imports', { source: 'url', url: 'ftp://example.com/a.jsonl' });
    expect(ftp.status).toBe(400);
  });

  it('takes an upload that arrives slower than the request deadline', async () => {
    // A deadline the sign-up and MFA requests meet even on a loaded machine (300 ms did not, on PostgreSQL in CI),
    // and an upload that pauses well past it.
    t = await buildTestApp({ env: { ...env(), REQUEST_TIMEOUT_MS: '1500' } });
    const admin = await adminWithMfa(t);
    async function* slowly() {
      yield corpus.subarray(0, 4000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      yield corpus.subarray(4000);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/corpus/imports/upload?name=${NAME}`,
      headers: { ...admin.headers, 'content-type': 'application/octet-stream' },
      payload: Readable.from(slowly()),
    });
    expect(res.statusCode).toBe(200);
    expect((await until(t, admin.headers, res.json().id, (j) => j.state === 'done' || j.state === 'failed')).state).toBe('done');
  });

  const onPostgres = Boolean(process.env.DATABASE_URL);
  if (onPostgres) console.log('skipped: the single-account rule is for the embedded database, and this run is on PostgreSQL');
  it.skipIf(onPostgres)('lets the one account of an embedded install load case law, and no plain user once there are two', async () => {
    t = await buildTestApp({ env: env() });
    const only = await signedInUser(t);
    const permission = async (headers: Record<string, string>) => (await call(t!, headers, 'GET', '/api/corpus/permission')).body;
    expect((await call(t, only.headers, 'GET', '/api/corpus/imports')).status).toBe(200);
    expect(await permission(only.headers)).toEqual({ canLoadCaseLaw: true });
    const second = await signedInUser(t);
    const refused = await call(t, only.headers, 'GET', '/api/corpus/imports');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrators/);
    // The research page asks first, so neither is refused in their browser's console.
    expect(await permission(only.headers)).toEqual({ canLoadCaseLaw: false });
    expect(await permission(second.headers)).toEqual({ canLoadCaseLaw: false });
    expect(await permission((await adminWithMfa(t)).headers)).toEqual({ canLoadCaseLaw: true });
  });

  it('imports an uploaded file, checked by its content; a plain user on a shared server may not', async () => {
    t = await buildTestApp({ env: env() });
    const admin = await adminWithMfa(t);
    const upload = (name: string, payload: Buffer, headers: Record<string, string> = admin.headers) =>
      t!.app.inject({ method: 'POST', url: `/api/corpus/imports/upload?name=${name}`, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload });
    const wrong = await upload('opinions.jsonl.gz', Buffer.from('<html>not a corpus</html>'));
    expect(wrong.statusCode).toBe(400);
    const user = await signedInUser(t);
    expect((await upload(NAME, corpus, user.headers)).statusCode).toBe(403);
    const res = await upload(NAME, corpus);
    expect(res.statusCode).toBe(200);
    expect((await upload(NAME, corpus)).statusCode).toBe(409); // one import at a time, refused before the body is kept
    const job = await until(t, admin.headers, res.json().id, (j) => j.state === 'done' || j.state === 'failed');
    expect(job).toMatchObject({ state: 'done', sourceKind: 'upload', cases: 4 });
    expect(await readdir(path.join(dir, '.uploads'))).toEqual([]);
  });
});
