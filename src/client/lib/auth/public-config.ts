import type { PublicConfig } from '../../../shared/api/auth';

let loaded: Promise<PublicConfig> | undefined;

/** The server's public set-up (GET /api/config), fetched once per page load. */
export function getPublicConfig(): Promise<PublicConfig> {
  loaded ??= fetch('/api/config', { cache: 'no-store' })
    .then((res) => res.json())
    // The schema (and zod with it) loads only when the config is needed, not with every page (issue #16).
    .then(async (body: unknown) => (await import('../../../shared/api/auth')).publicConfigSchema.parse(body))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
