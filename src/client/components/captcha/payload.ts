import type { CaptchaChallenge, CaptchaSolution } from '../../../shared/api/captcha';

/**
 * The `captcha` field of a guarded request: base64 JSON of the solved challenge, the format ALTCHA widgets send
 * and the server verifies. Every field is ASCII (hex, digits, the salt's query string), so btoa needs no UTF-8 step.
 */
export function encodeCaptchaPayload(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  const solution: CaptchaSolution = { algorithm, challenge: challenge.challenge, number, salt, signature };
  return btoa(JSON.stringify(solution));
}
