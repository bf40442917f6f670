import { ApiError } from '../../lib/api-error';

/** Why a support request failed, in words for the page: the server's envelope message when there is one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.envelope?.message ?? error.message;
  if (error instanceof TypeError) return 'The connection to the server was lost. Check your connection and try again.';
  return (error instanceof Error && error.message) || 'Something went wrong. Please try again.';
}
