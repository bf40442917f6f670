import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { encodeCaptchaPayload } from './payload';

describe('encodeCaptchaPayload', () => {
  const challenge = {
    algorithm: 'SHA-256' as const,
    challenge: 'ab'.repeat(32),
    maxnumber: 1000,
    salt: '0123456789abcdef01234567?expires=1893456000&',
    signature: 'cd'.repeat(32),
  };

  it('is base64 JSON of the solution fields, without maxnumber', () => {
    const decoded: unknown = JSON.parse(atob(encodeCaptchaPayload(challenge, 42)));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('is accepted by the ALTCHA verifier for a genuine solution', async () => {
    const hmacKey = 'payload-test-key';
    const created = await createChallenge({ hmacKey, maxNumber: 1000 });
    const solution = await solveChallenge(created.challenge, created.salt, created.algorithm, 1000).promise;
    const payload = encodeCaptchaPayload({ ...created, maxnumber: 1000 }, solution!.number);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
  });
});
