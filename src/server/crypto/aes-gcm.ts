import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256 keys are 32 bytes: the master key and every user's data key. */
export const KEY_BYTES = 32;
const VERSION = 'v1:';
const IV_BYTES = 12; // GCM's standard nonce size; random per message, never reused with the same key in practice
const TAG_BYTES = 16;

/** Ciphertext that does not open: the wrong key, a tampered byte, or a format this code does not know. */
export class DecryptionError extends Error {}

/**
 * AES-256-GCM with the versioned format `v1:` + base64(iv | tag | ciphertext). The version prefix lets a later
 * format (another cipher, key rotation ids) live beside rows written today. `aad` binds the ciphertext to a context
 * (for example the user a wrapped key belongs to) without storing it: opening it in another context fails.
 */
export function seal(key: Buffer, data: Buffer, aad?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(data), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
}

export function open(key: Buffer, sealed: string, aad?: string): Buffer {
  if (!sealed.startsWith(VERSION)) throw new DecryptionError('Unknown ciphertext format.');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new DecryptionError('Ciphertext is truncated.');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptionError('Ciphertext does not authenticate (wrong key or tampered data).');
  }
}

export const sealText = (key: Buffer, text: string, aad?: string) => seal(key, Buffer.from(text, 'utf8'), aad);
export const openText = (key: Buffer, sealed: string, aad?: string) => open(key, sealed, aad).toString('utf8');

/** True for a value in this module's format; generated secrets (base64url) never start with it. */
export const isSealed = (value: string) => value.startsWith(VERSION);
