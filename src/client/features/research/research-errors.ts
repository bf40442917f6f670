import { QUERIES } from '../../../shared/constants';
import { ApiError } from '../../lib/api-error';

const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Retry as the app's queries do (SPEC §7), except for answers that would only be refused again (4xx). */
export const retryUnlessRefused = (failureCount: number, error: unknown) => !refused(error) && failureCount < QUERIES.queryRetries;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The server's own explanation when it sent one; otherwise a plain one. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError && error.envelope) return error.envelope.message;
  return 'The server could not be reached or could not answer. Check your connection and try again.';
}
