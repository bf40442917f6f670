import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from './aes-gcm';
import { createServerSecrets } from './server-secrets';
import { createSystemCipher } from './system-cipher';

/** app_settings in memory, with the repository's first-writer-wins and compare-and-set semantics. */
function memorySettings(initial: Record<string, string> = {}) {
  const rows = new Map(Object.entries(initial));
  return {
    rows,
    get: async (key: string) => rows.get(key) ?? null,
    getOrCreate: async (key: string, create: () => string) => {
      if (!rows.has(key)) rows.set(key, create());
      return rows.get(key)!;
    },
    replaceIfValue: async (key: string, expected: string, value: string) => {
      if (rows.get(key) !== expected) return false;
      rows.set(key, value);
      return true;
    },
  };
}

const key = randomBytes(32);

describe('server secrets', () => {
  it('stores a new secret wrapped and gives back the same value on every later read', async () => {
    const settings = memorySettings();
    const secrets = createServerSecrets({ settings, masterKey: () => key });
    const secret = await secrets.getOrCreate('auth_secret', () => 'generated-secret-value');
    expect(secret).toBe('generated-secret-value');
    expect(settings.rows.get('auth_secret')).toMatch(/^v1:/);
    expect(settings.rows.get('auth_secret')).not.toContain('generated-secret-value');
    expect(await secrets.getOrCreate('auth_secret', () => 'another')).toBe('generated-secret-value');
  });

  it('wraps a plaintext value an earlier version stored, keeping the value', async () => {
    const settings = memorySettings({ captcha_hmac_key: 'legacy-plaintext-key' });
    const secrets = createServerSecrets({ settings, masterKey: () => key });
    expect(await secrets.getOrCreate('captcha_hmac_key', () => 'new')).toBe('legacy-plaintext-key');
    expect(settings.rows.get('captcha_hmac_key')).toMatch(/^v1:/);
    expect(await secrets.getOrCreate('captcha_hmac_key', () => 'new')).toBe('legacy-plaintext-key');
  });

  it('does not open a wrapped secret copied under another name, nor with another master key', async () => {
    const settings = memorySettings();
    await createServerSecrets({ settings, masterKey: () => key }).getOrCreate('auth_secret', () => 'session-signing-secret');
    settings.rows.set('captcha_hmac_key', settings.rows.get('auth_secret')!);
    await expect(createServerSecrets({ settings, masterKey: () => key }).getOrCreate('captcha_hmac_key', () => 'x')).rejects.toThrow(DecryptionError);
    await expect(createServerSecrets({ settings, masterKey: () => randomBytes(32) }).getOrCreate('auth_secret', () => 'x')).rejects.toThrow(DecryptionError);
  });
});

describe('the system cipher', () => {
  it('round-trips text under its column context, and refuses the ciphertext under another', async () => {
    const settings = memorySettings();
    const cipher = createSystemCipher({ secrets: createServerSecrets({ settings, masterKey: () => key }) });
    const sealed = await cipher.encrypt('outbox_messages.body', 'Your sign-in code is 123456');
    expect(sealed).not.toContain('123456');
    expect(await cipher.decrypt('outbox_messages.body', sealed)).toBe('Your sign-in code is 123456');
    await expect(cipher.decrypt('outbox_messages.subject', sealed)).rejects.toThrow(DecryptionError);
    // Another process on the same database unwraps the same system key.
    const other = createSystemCipher({ secrets: createServerSecrets({ settings, masterKey: () => key }) });
    expect(await other.decrypt('outbox_messages.body', sealed)).toBe('Your sign-in code is 123456');
  });
});
