import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '../../../shared/api/captcha';
import { createCaptcha } from './captcha';

const hmacKey = 'test-captcha-key-of-reasonable-length';
// A small search space keeps the tests fast; the default is exercised by the API test.
const maxNumber = 1000;

async function solve(challenge: CaptchaChallenge) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge not solved');
  return { ...challenge, number: solution.number };
}

const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('createCaptcha', () => {
  it('issues a challenge with the default search space and a signed expiry', async () => {
    const challenge = await createCaptcha({ hmacKey }).challenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    expect(challenge.salt).toMatch(/^[0-9a-f]+\?expires=\d+&$/);
  });

  it('accepts a solution once and refuses it replayed', async () => {
    const captcha = createCaptcha({ hmacKey, maxNumber });
    const payload = encode(await solve(await captcha.challenge()));
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('lets only one of two concurrent uses of a solution through', async () => {
    const captcha = createCaptcha({ hmacKey, maxNumber });
    const payload = encode(await solve(await captcha.challenge()));
    expect(await Promise.all([captcha.verify(payload), captcha.verify(payload)])).toEqual(
      expect.arrayContaining([true, false]),
    );
  });

  it('refuses a tampered number', async () => {
    const captcha = createCaptcha({ hmacKey, maxNumber });
    const solved = await solve(await captcha.challenge());
    expect(await captcha.verify(encode({ ...solved, number: solved.number + 1 }))).toBe(false);
    expect(await captcha.verify(encode(solved))).toBe(true);
  });

  it('refuses a challenge signed with another key, or one without an expiry', async () => {
    const captcha = createCaptcha({ hmacKey, maxNumber });
    const foreign = await createCaptcha({ hmacKey: 'another-key', maxNumber }).challenge();
    expect(await captcha.verify(encode(await solve(foreign)))).toBe(false);
    const noExpiry = await createChallenge({ hmacKey, maxNumber });
    expect(await captcha.verify(encode(await solve({ ...noExpiry, maxnumber: maxNumber })))).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['plain garbage', 'not base64 at all!'],
    ['base64 of garbage', btoa('{"algorithm":')],
    ['base64 JSON of the wrong shape', encode({ algorithm: 'MD5', number: -1 })],
    ['base64 of JSON null', encode(null)],
    ['an oversized payload', 'A'.repeat(10_000)],
  ])('refuses %s without throwing', async (_label, payload) => {
    await expect(createCaptcha({ hmacKey }).verify(payload)).resolves.toBe(false);
  });

  it('refuses an expired challenge', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const captcha = createCaptcha({ hmacKey, maxNumber, ttlMs: 60_000, now: () => clock });
    const payload = encode(await solve(await captcha.challenge()));
    clock += 60_000;
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('remembers at most maxRemembered solutions, forgetting them after they expire', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const captcha = createCaptcha({ hmacKey, maxNumber, ttlMs: 60_000, maxRemembered: 1, now: () => clock });
    expect(await captcha.verify(encode(await solve(await captcha.challenge())))).toBe(true);
    const second = encode(await solve(await captcha.challenge()));
    expect(await captcha.verify(second)).toBe(false);

    clock += 60_000;
    expect(await captcha.verify(encode(await solve(await captcha.challenge())))).toBe(true);
  });
});
