import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { internalFailure, providerFailure, timeoutFailure } from './provider-errors';

const apiError = (statusCode?: number) =>
  new APICallError({ message: 'upstream said no', url: 'http://model/v1', requestBodyValues: {}, statusCode, isRetryable: true });

describe('provider failures in words an attorney can act on', () => {
  it('names the status of a busy or failing provider, also after retries, and says nothing was charged', () => {
    const retried = new RetryError({ message: 'Failed after 3 attempts', reason: 'maxRetriesExceeded', errors: [apiError(503), apiError(503)] });
    expect(providerFailure(retried)).toEqual({
      code: 'unavailable',
      message: 'The language model is unavailable right now (the provider answered 503). No tokens were charged. Try again in a minute.',
    });
    expect(providerFailure(apiError(429)).message).toContain('(the provider answered 429)');
  });

  it('tells a refusal (a bad key, a bad request) from an outage, and an unreachable provider from both', () => {
    expect(providerFailure(apiError(401)).message).toMatch(/^The language model refused the request \(the provider answered 401\)/);
    expect(providerFailure(apiError()).message).toMatch(/^The language model could not be reached/);
    expect(providerFailure(new Error('secret stack detail')).message).not.toContain('secret');
  });

  it('words timeouts and our own failures', () => {
    expect(timeoutFailure(60_000)).toEqual({
      code: 'deadline-exceeded',
      message: 'The language model did not finish answering within 60 seconds. No tokens were charged. Try again, or ask a shorter question.',
    });
    expect(timeoutFailure(1_000).message).toContain('within 1 second.');
    expect(internalFailure(true).message).toContain('could not be saved');
    expect(internalFailure(false).message).toContain('No tokens were charged');
  });
});
