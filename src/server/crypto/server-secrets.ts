import type { SettingsRepository } from '../features/settings/repository';
import { isSealed, openText, sealText } from './aes-gcm';

/**
 * Secrets the server generates and keeps in the database (the auth secret, the captcha key, the system data key),
 * stored wrapped by the master key and bound to their setting's name, so a database dump alone does not yield them.
 */
export function createServerSecrets({ settings, masterKey }: { settings: SettingsRepository; masterKey: () => Buffer }) {
  const context = (name: string) => `app_settings:${name}`;
  return {
    /** The secret `name`, created by `create()` on first use. A value an earlier version stored in plaintext is wrapped in place. */
    async getOrCreate(name: string, create: () => string): Promise<string> {
      const stored = await settings.getOrCreate(name, () => sealText(masterKey(), create(), context(name)));
      if (isSealed(stored)) return openText(masterKey(), stored, context(name));
      // Conditional, so concurrent first starts of the new version wrap it once and agree on the value.
      await settings.replaceIfValue(name, stored, sealText(masterKey(), stored, context(name)));
      return stored;
    },
  };
}

export type ServerSecrets = ReturnType<typeof createServerSecrets>;
