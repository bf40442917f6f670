import { APICallError, RetryError } from 'ai';
import type { ErrorCode } from '../../../shared/errors';

/** Why an answer failed, as the UI shows it (an error part) or, before streaming began, as the error envelope. */
export interface AnswerFailure {
  code: Extract<ErrorCode, 'unavailable' | 'deadline-exceeded' | 'internal'>;
  message: string;
}

const NOT_CHARGED = 'No tokens were charged.';

/** The HTTP status the provider answered with, looking through the SDK's retry wrapper. */
function providerStatus(error: unknown): number | null {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(last) ? (last.statusCode ?? null) : null;
}

export function timeoutFailure(timeoutMs: number): AnswerFailure {
  const seconds = timeoutMs / 1000;
  const limit = `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;
  return {
    code: 'deadline-exceeded',
    message: `The language model did not finish answering within ${limit}. ${NOT_CHARGED} Try again, or ask a shorter question.`,
  };
}

/** A provider failure (after the SDK's retries) in words an attorney can act on; never a stack or raw body. */
export function providerFailure(error: unknown): AnswerFailure {
  const status = providerStatus(error);
  if (status === 429 || (status !== null && status >= 500)) {
    return { code: 'unavailable', message: `The language model is unavailable right now (the provider answered ${status}). ${NOT_CHARGED} Try again in a minute.` };
  }
  if (status !== null) {
    return {
      code: 'unavailable',
      message: `The language model refused the request (the provider answered ${status}). ${NOT_CHARGED} If it keeps happening, ask your administrator to check the model settings.`,
    };
  }
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    return { code: 'unavailable', message: `The language model could not be reached. ${NOT_CHARGED} Try again in a minute.` };
  }
  return { code: 'unavailable', message: `The language model stopped with an error. ${NOT_CHARGED} Try again.` };
}

/** Our own failure after the answer was charged (storing it, checking its citations). */
export const internalFailure = (charged: boolean): AnswerFailure => ({
  code: 'internal',
  message: charged
    ? 'The answer was written but could not be saved. Copy it now if you need it, and try again later.'
    : `The answer could not be completed. ${NOT_CHARGED} Try again.`,
});
