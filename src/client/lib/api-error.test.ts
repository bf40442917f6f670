import { describe, expect, it } from 'vitest';
import type { ApiError} from './api-error';
import { throwIfResNotOk } from './api-error';

async function errorFor(res: Response): Promise<ApiError> {
  try {
    await throwIfResNotOk(res);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected an error');
}

const forbidden = (body: string) => new Response(body, { status: 403 });

describe('throwIfResNotOk (SPEC §8)', () => {
  it('passes OK responses through', async () => {
    await expect(throwIfResNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('403 with too few tokens: the Insufficient tokens text with the upgrade message', async () => {
    const body = {
      tokensNeeded: 1200,
      tokensRemaining: 300,
      upgradeMessage: 'Upgrade your plan or buy a token pack.',
      message: 'Not enough tokens',
      error: 'insufficient-tokens',
    };
    const error = await errorFor(forbidden(JSON.stringify(body)));
    expect(error.message).toBe(
      'Insufficient tokens: You need 1200 tokens but only have 300 remaining. Upgrade your plan or buy a token pack.',
    );
    expect(error.status).toBe(403);
    expect(error.tokenUsage).toEqual(body);
  });

  it('403 JSON with a message (and tokens not short): 403: {message}', async () => {
    const body = { tokensNeeded: 10, tokensRemaining: 500, upgradeMessage: 'x', message: 'Admins only', error: 'e' };
    const error = await errorFor(forbidden(JSON.stringify(body)));
    expect(error.message).toBe('403: Admins only');
    expect(error.tokenUsage).toBeUndefined();
  });

  it('403 JSON with only an error field: 403: {error}', async () => {
    const error = await errorFor(forbidden(JSON.stringify({ error: 'permission-denied' })));
    expect(error.message).toBe('403: permission-denied');
    expect(error.code).toBe('permission-denied');
  });

  it('403 whose body is not JSON: 403: {text}', async () => {
    const error = await errorFor(forbidden('Forbidden by proxy'));
    expect(error.message).toBe('403: Forbidden by proxy');
  });

  it('other statuses: {status}: {body text}', async () => {
    const error = await errorFor(new Response('{"error":"internal","message":"Oops"}', { status: 500 }));
    expect(error.message).toBe('500: {"error":"internal","message":"Oops"}');
    expect(error.envelope).toEqual({ error: 'internal', message: 'Oops' });
  });

  it('other statuses with an empty body fall back to the status text', async () => {
    const error = await errorFor(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('502: Bad Gateway');
  });
});
