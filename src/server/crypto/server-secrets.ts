import type { SettingsRepository } from '../features/settings/repository';
import { isSealed, openText, sealText } from './aes-gcm';

/**
 * Secrets the server generates and keeps in the database (the auth secret, the captcha key, the system data key),
 * stored wrapped by the master key and bound to their setting's name, so a database dump alone does not yield them.
 */
export function createServerSecrets({ settings, masterKey }: { settings: Pick<SettingsRepository, 'get' | 'getOrCreate' | 'replaceIfValue'>; masterKey: () => Buffer }) {
  const context = (name: string) => `app_settings:${name}`;

  /** Wraps a value an earlier version stored in plaintext; returns the secret. */
  async function reveal(name: string, stored: string): Promise<string> {
    if (isSealed(stored)) return openText(masterKey(), stored, context(name));
    // Conditional, so concurrent first starts of the new version wrap it once and agree on the value.
    await settings.replaceIfValue(name, stored, sealText(masterKey(), stored, context(name)));
    return stored;
  }

  return {
    /** The secret `name`, created by `create()` on first use. */
    async getOrCreate(name: string, create: () => string): Promise<string> {
      return reveal(name, await settings.getOrCreate(name, () => sealText(masterKey(), create(), context(name))));
    },
    /** Wraps `name` if an earlier version stored it in plaintext, for a secret configuration now supplies instead. */
    async wrapStored(name: string): Promise<void> {
      const stored = await settings.get(name);
      if (stored !== null) await reveal(name, stored);
    },
  };
}

export type ServerSecrets = ReturnType<typeof createServerSecrets>;
