import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import {
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  captchaSolutionSchema,
  type CaptchaChallenge,
  type CaptchaSolution,
} from '../../../shared/api/captcha';
import { createMemoryOnceStore, type OnceStore } from '../../shared-state/once';

export interface CaptchaOptions {
  /** Signs challenges, so nothing is stored until one comes back solved. */
  hmacKey: string;
  /** The secret number is drawn from 1..maxNumber; 50,000 SHA-256 tries take about a second on a phone. */
  maxNumber?: number;
  /** How long a challenge may be solved and used. */
  ttlMs?: number;
  /** Where used solutions are remembered; by default this process's memory (Redis when the app scales out). */
  used?: OnceStore;
  /** Most used challenges the default store remembers; when full, verification fails closed rather than allow replays. */
  maxRemembered?: number;
  now?: () => number;
}

/**
 * Self-hosted ALTCHA proof of work (no third party, works offline) that guards SMS sending. Challenges are
 * stateless and signed; each solution is accepted once, across instances when `used` is shared (ADR 018).
 */
export function createCaptcha({
  hmacKey,
  maxNumber = 50_000,
  ttlMs = 5 * 60_000,
  maxRemembered = 100_000,
  now = Date.now,
  used = createMemoryOnceStore({ maxRemembered, now }),
}: CaptchaOptions) {
  return {
    async challenge(): Promise<CaptchaChallenge> {
      const { algorithm, challenge, salt, signature } = await createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(now() + ttlMs),
      });
      return { algorithm, challenge, maxnumber: maxNumber, salt, signature };
    },

    /** True once for a correctly solved, unexpired challenge; false for anything else, never a throw. */
    async verify(payload: string): Promise<boolean> {
      const solution = decodeSolution(payload);
      if (!solution) return false;
      const expiresAt = expiryOf(solution);
      if (expiresAt === null || expiresAt <= now()) return false;
      // The expiry was checked above against our clock; the library's own check would read Date.now().
      if (!(await verifySolution(solution, hmacKey, false))) return false;
      // Claimed after the check, atomically, so two concurrent requests with one solution cannot both pass. A used
      // signature is kept for a full ttl from its use, never less than the challenge's own remaining life.
      return used.claim(solution.signature, ttlMs);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

/** The widget's base64 JSON, or null for anything else (oversized, not base64, not JSON, wrong shape). */
function decodeSolution(payload: string): CaptchaSolution | null {
  if (payload.length > CAPTCHA_PAYLOAD_MAX_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(payload));
  } catch {
    return null;
  }
  const parsed = captchaSolutionSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The expiry signed into the salt, in ms; null when absent, so a challenge without one is never accepted. */
function expiryOf(solution: CaptchaSolution): number | null {
  const seconds = Number(extractParams(solution).expires);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : null;
}
