import { randomBytes } from 'node:crypto';
import { KEY_BYTES, openText, sealText } from './aes-gcm';
import type { ServerSecrets } from './server-secrets';

const SYSTEM_KEY = 'system_data_key';

/**
 * Encrypts content that has no owning user (support tickets, which may come from visitors; the outbox's sign-in
 * codes and reset links) with one system data key, kept like the user keys: random, stored wrapped by the master
 * key. `context` names the column a value belongs to, so a ciphertext moved to another column does not open.
 */
export function createSystemCipher({ secrets }: { secrets: ServerSecrets }) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    if (!key) {
      key = secrets.getOrCreate(SYSTEM_KEY, () => randomBytes(KEY_BYTES).toString('base64')).then((k) => Buffer.from(k, 'base64'));
      key.catch(() => (key = undefined));
    }
    return key;
  };
  return {
    encrypt: async (context: string, text: string) => sealText(await keyOf(), text, context),
    decrypt: async (context: string, sealed: string) => openText(await keyOf(), sealed, context),
  };
}

export type SystemCipher = ReturnType<typeof createSystemCipher>;
