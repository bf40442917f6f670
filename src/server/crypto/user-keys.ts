import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matterDataKeys, userDataKeys } from '../db/schema';
import { KEY_BYTES, open, openText, seal, sealText } from './aes-gcm';

/** Unwrapped keys kept in memory; a key's first use after eviction unwraps it again (microseconds). */
const CACHE_SIZE = 1_000;

/**
 * Whose key seals a piece of content: its matter's when it belongs to one (ADR 025), else its owner's. Drafts,
 * conversations and documents rows carry both columns, so a row is its own scope.
 */
export interface KeyScope {
  userId: string;
  matterId: string | null;
}

/** Where one kind of data key is stored, and what its wrap is bound to (so a key copied onto another row does not open). */
interface KeyTable {
  insert(db: Db, id: string, wrappedKey: string): Promise<unknown>;
  select(db: Db, id: string): Promise<string | undefined>;
  /** The wrap's additional data: a user's id as it always was; `matter:<id>` for a matter, which no user id can equal. */
  bindingOf(id: string): string;
}

const KEY_TABLES: Record<'user' | 'matter', KeyTable> = {
  user: {
    insert: (db, userId, wrappedKey) => db.insert(userDataKeys).values({ userId, wrappedKey }).onConflictDoNothing(),
    select: async (db, userId) => (await db.select().from(userDataKeys).where(eq(userDataKeys.userId, userId)))[0]?.wrappedKey,
    bindingOf: (userId) => userId,
  },
  matter: {
    insert: (db, matterId, wrappedKey) => db.insert(matterDataKeys).values({ matterId, wrappedKey }).onConflictDoNothing(),
    select: async (db, matterId) => (await db.select().from(matterDataKeys).where(eq(matterDataKeys.matterId, matterId)))[0]?.wrappedKey,
    bindingOf: (matterId) => `matter:${matterId}`,
  },
};

/**
 * Encrypts user content at rest (DESIGN §5) with a data key per user, or per matter for content inside a matter, each
 * stored wrapped by the master key. A matter's content never needs its author's key: the rest of the matter's team
 * still reads it after the author leaves, and deleting the matter deletes the only key that opens it.
 */
export function createUserCipher({ db, masterKey }: { db: Db; masterKey: () => Buffer }) {
  const cache = new Map<string, Promise<Buffer>>();

  async function loadOrCreate(table: KeyTable, id: string): Promise<Buffer> {
    const binding = table.bindingOf(id);
    // The first writer wins under concurrency; everyone then reads the stored key.
    await table.insert(db, id, seal(masterKey(), randomBytes(KEY_BYTES), binding));
    return open(masterKey(), (await table.select(db, id))!, binding);
  }

  function keyOf({ userId, matterId }: KeyScope): Promise<Buffer> {
    const [kind, id] = matterId ? (['matter', matterId] as const) : (['user', userId] as const);
    const owner = `${kind}:${id}`;
    let key = cache.get(owner);
    if (!key) {
      key = loadOrCreate(KEY_TABLES[kind], id);
      key.catch(() => cache.delete(owner));
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(owner, key);
    }
    return key;
  }

  return {
    encrypt: async (scope: KeyScope, text: string) => sealText(await keyOf(scope), text),
    decrypt: async (scope: KeyScope, sealed: string) => openText(await keyOf(scope), sealed),
  };
}

export type UserCipher = ReturnType<typeof createUserCipher>;
