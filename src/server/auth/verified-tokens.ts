import type { JWTPayload } from 'jose';

/** Enough for every token in use on one instance; past it the oldest go (and are simply verified again). */
const MAX_TOKENS = 10_000;

/**
 * Bearer tokens whose signature and claims verified, by their exact text, until their `exp`. The same bytes verify
 * the same way against the same keys, so the caller clears this whenever it reloads its key set; checking them
 * again on every request cost an Ed25519 verification each, the largest item left in /api/me's profile (issue #16).
 */
export function createVerifiedTokens() {
  const tokens = new Map<string, JWTPayload & { exp: number }>();
  return {
    get(token: string): JWTPayload | undefined {
      const payload = tokens.get(token);
      if (payload && payload.exp * 1000 <= Date.now()) {
        tokens.delete(token);
        return undefined;
      }
      return payload;
    },

    /** Only a token that expires is kept. */
    add(token: string, payload: JWTPayload): void {
      if (typeof payload.exp !== 'number') return;
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, payload as JWTPayload & { exp: number });
    },

    clear: () => tokens.clear(),
  };
}
