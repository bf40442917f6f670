import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userDataKeys } from '../db/schema';
import { KEY_BYTES, open, openText, seal, sealText } from './aes-gcm';

/** Unwrapped keys kept in memory; a user's first request after eviction unwraps theirs again (microseconds). */
const CACHE_SIZE = 1_000;

/**
 * Encrypts user content at rest (DESIGN §5) with a per-user data key, stored wrapped by the master key. The wrap is
 * bound to the user id, so a wrapped key copied onto another user's row does not open.
 */
export function createUserCipher({ db, masterKey }: { db: Db; masterKey: () => Buffer }) {
  const cache = new Map<string, Promise<Buffer>>();

  async function loadOrCreate(userId: string): Promise<Buffer> {
    const wrapped = seal(masterKey(), randomBytes(KEY_BYTES), userId);
    // The first writer wins under concurrency; everyone then reads the stored key.
    await db.insert(userDataKeys).values({ userId, wrappedKey: wrapped }).onConflictDoNothing();
    const [row] = await db.select().from(userDataKeys).where(eq(userDataKeys.userId, userId));
    return open(masterKey(), row!.wrappedKey, userId);
  }

  function keyOf(userId: string): Promise<Buffer> {
    let key = cache.get(userId);
    if (!key) {
      key = loadOrCreate(userId);
      key.catch(() => cache.delete(userId));
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(userId, key);
    }
    return key;
  }

  return {
    encrypt: async (userId: string, text: string) => sealText(await keyOf(userId), text),
    decrypt: async (userId: string, sealed: string) => openText(await keyOf(userId), sealed),
  };
}

export type UserCipher = ReturnType<typeof createUserCipher>;
