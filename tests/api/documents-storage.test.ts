import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { createDocumentsRepository } from '../../src/server/features/documents/repository';
import { documentStorageSchema } from '../../src/shared/api/documents';
import { STORAGE_QUOTA } from '../../src/shared/constants';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { uploadDocument } from '../support/documents';
import { firmWith, matterWith } from '../support/matters';

const MB = 1024 * 1024;

/** Issue #41: storage quotas per account and per firm, held under parallel uploads, and shown to the user. */
describe('document storage quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Storage already used, as a document row of that size (its sealed content is not read by the quota). */
  async function alreadyStored(userId: string, sizeBytes: number, matterId: string | null = null) {
    await t.database.db.insert(documents).values({
      id: randomUUID(), userId, matterId, titleEncrypted: 'x', fileNameEncrypted: 'x', format: 'txt', kind: 'other',
      sizeBytes, pageCount: 1, wordCount: 1, fileEncrypted: 'x', blocksEncrypted: 'x',
    });
  }

  const text = (bytes: number) => Buffer.alloc(bytes, 'Words of a note.\n\n');
  const storage = async (who: SignedIn) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/storage', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return documentStorageSchema.parse(res.json());
  };

  it('shows the account\'s storage used against its quota, growing by each file\'s size', async () => {
    const user = await signedInUser(t);
    expect(await storage(user)).toEqual({ account: { usedBytes: 0, quotaBytes: STORAGE_QUOTA.accountBytes }, firms: [] });
    const res = await uploadDocument(t.app, user.headers, { name: 'note.txt', bytes: text(1000) });
    expect(res.statusCode, res.body).toBe(201);
    expect((await storage(user)).account.usedBytes).toBe(1000);
  }, 60_000);

  it('refuses a file that does not fit the account with 413 and a sentence, before reading it', async () => {
    const user = await signedInUser(t);
    await alreadyStored(user.user.id, STORAGE_QUOTA.accountBytes - MB);
    const res = await uploadDocument(t.app, user.headers, { name: 'big.txt', bytes: text(2 * MB) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'invalid-argument',
      message: 'Your documents take 499.0 MB of your 500.0 MB of storage, so this 2.0 MB file does not fit. Delete documents you no longer need to make room.',
    });
    expect((await uploadDocument(t.app, user.headers, { name: 'small.txt', bytes: text(MB / 2) })).statusCode).toBe(201);
  }, 60_000);

  it('lets exactly one of four parallel uploads into the last 1.5 MB', async () => {
    const user = await signedInUser(t);
    await alreadyStored(user.user.id, STORAGE_QUOTA.accountBytes - 1.5 * MB);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => uploadDocument(t.app, user.headers, { name: `part${n}.txt`, bytes: text(MB) })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 413, 413, 413]);
    expect((await storage(user)).account.usedBytes).toBe(STORAGE_QUOTA.accountBytes - 0.5 * MB);
  }, 120_000);

  it('refuses a file that does not fit the firm\'s matters, and shows the firm\'s storage to its members', async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    const firmId = await firmWith(t, owner, [[member, 'member']], 'Quota & Partners LLP');
    const matter = await matterWith(t, owner, firmId, [member]);
    await alreadyStored(owner.user.id, STORAGE_QUOTA.firmBytes - MB, matter.id);
    const res = await uploadDocument(t.app, member.headers, { name: 'exhibit.txt', bytes: text(2 * MB) }, { matterId: matter.id });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'Your firm\'s matters hold 5.0 GB of the firm\'s 5.0 GB of storage, so this 2.0 MB file does not fit. Ask a firm admin to delete documents the firm no longer needs.',
    );
    expect((await storage(member)).firms).toEqual([{ id: firmId, name: 'Quota & Partners LLP', usedBytes: STORAGE_QUOTA.firmBytes - MB, quotaBytes: STORAGE_QUOTA.firmBytes }]);
  }, 60_000);

  it('holds under ten stores at once: the quota check and the insert are one step under the account\'s lock', async () => {
    const user = await signedInUser(t);
    await alreadyStored(user.user.id, STORAGE_QUOTA.accountBytes - 3 * MB);
    const repository = createDocumentsRepository(t.database.db);
    const stores = Array.from({ length: 10 }, () =>
      repository.insertWithinQuota({
        id: randomUUID(), userId: user.user.id, matterId: null, titleEncrypted: 'x', fileNameEncrypted: 'x', format: 'txt', kind: 'other',
        sizeBytes: MB, pageCount: 1, wordCount: 1, fileEncrypted: 'x', blocksEncrypted: 'x',
      }),
    );
    const settled = await Promise.allSettled(stores);
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await storage(user)).account.usedBytes).toBe(STORAGE_QUOTA.accountBytes);
  }, 60_000);
});
