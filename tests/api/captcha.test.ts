import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { solveChallenge } from 'altcha-lib/v1';
import { captchaChallengeSchema } from '../../src/shared/api/captcha';
import { createCaptcha, type Captcha } from '../../src/server/features/captcha/captcha';
import { captchaRoutes } from '../../src/server/features/captcha/routes';

// Built here the way buildApp mounts features, until buildApp registers the captcha routes itself.
async function buildCaptchaApp(captcha: Captcha): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(rateLimit, { global: false });
  await app.register(captchaRoutes, { prefix: '/api', captcha });
  return app;
}

describe('GET /api/captcha/challenge', () => {
  let captcha: Captcha;
  let app: FastifyInstance;
  beforeEach(async () => {
    captcha = createCaptcha({ hmacKey: 'api-test-captcha-key' });
    app = await buildCaptchaApp(captcha);
  });
  afterEach(() => app.close());

  const getChallenge = () => app.inject({ method: 'GET', url: '/api/captcha/challenge' });

  it('returns an uncached challenge that, once solved, verifies once', async () => {
    const res = await getChallenge();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');

    const challenge = captchaChallengeSchema.strict().parse(res.json());
    expect(challenge.maxnumber).toBe(50_000);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    expect(solution).not.toBeNull();

    const payload = btoa(JSON.stringify({ ...challenge, number: solution!.number }));
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('rate-limits a flood from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await getChallenge()).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
