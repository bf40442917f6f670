import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, KEY_BYTES, open, openText, seal, sealText } from './aes-gcm';

const key = () => randomBytes(KEY_BYTES);

/** Flips one bit of the decoded payload at `offset` (0-11 iv, 12-27 tag, 28+ data) and re-encodes it. */
function flip(sealed: string, offset: number): string {
  const raw = Buffer.from(sealed.slice(3), 'base64');
  raw[offset]! ^= 0x01;
  return `v1:${raw.toString('base64')}`;
}

describe('AES-256-GCM at rest', () => {
  it('round-trips text, including the empty string and non-ASCII, in the versioned format', () => {
    const k = key();
    for (const text of ['', 'Roe v. Wade, 410 U.S. 113 (1973) — § 1983 “quoted”', 'x'.repeat(100_000)]) {
      const sealed = sealText(k, text);
      expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
      expect(sealed).not.toContain(text || 'never');
      expect(openText(k, sealed)).toBe(text);
    }
  });

  it('uses a fresh IV each time, so equal texts do not give equal ciphertexts', () => {
    const k = key();
    expect(sealText(k, 'same question')).not.toBe(sealText(k, 'same question'));
  });

  it('detects tampering with the IV, the tag or the data', () => {
    const k = key();
    const sealed = sealText(k, 'Motion to dismiss for lack of personal jurisdiction.');
    for (const offset of [0, 11, 12, 27, 28, 40]) expect(() => openText(k, flip(sealed, offset))).toThrow(DecryptionError);
    expect(() => openText(k, sealed.slice(0, 20))).toThrow(DecryptionError);
    expect(() => openText(k, `v2:${sealed.slice(3)}`)).toThrow(/Unknown ciphertext format/);
  });

  it("fails with another user's key", () => {
    const sealed = sealText(key(), 'privileged strategy memo');
    expect(() => openText(key(), sealed)).toThrow(DecryptionError);
  });

  it('binds a wrapped key to its context (the user id it was wrapped for)', () => {
    const master = key();
    const dataKey = key();
    const wrapped = seal(master, dataKey, 'user-a');
    expect(open(master, wrapped, 'user-a').equals(dataKey)).toBe(true);
    expect(() => open(master, wrapped, 'user-b')).toThrow(DecryptionError);
  });
});
