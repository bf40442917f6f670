import { REQUEST_MESSAGES } from '../../shared/messages';
import type { ErrorEnvelope, TokenUsageError } from '../../shared/errors';

/** A failed API call. `message` is the spec's text (SPEC §8); the parsed body is kept for richer UI. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The envelope's code when the server sent one (`permission-denied`, `not-found`, ...). */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.error === 'string' ? this.body.error : undefined;
  }

  /** The envelope's own message, better for display than the spec's '{status}: {body}' text. */
  get envelope(): ErrorEnvelope | undefined {
    return isRecord(this.body) && typeof this.body.error === 'string' && typeof this.body.message === 'string'
      ? (this.body as ErrorEnvelope)
      : undefined;
  }

  /** The token-usage body when the error is 'Insufficient tokens' (SPEC §3). */
  get tokenUsage(): TokenUsageError | undefined {
    return isInsufficientTokens(this.body) ? this.body : undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isInsufficientTokens(body: unknown): body is TokenUsageError {
  return (
    isRecord(body) &&
    typeof body.tokensNeeded === 'number' &&
    typeof body.tokensRemaining === 'number' &&
    body.tokensNeeded > body.tokensRemaining
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a non-OK response into the error texts of SPEC §8. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  const body = parseJson(text);

  if (res.status === 403) {
    if (isInsufficientTokens(body)) {
      throw new ApiError(
        403,
        REQUEST_MESSAGES.insufficientTokens(body.tokensNeeded, body.tokensRemaining, body.upgradeMessage),
        body,
      );
    }
    if (isRecord(body)) {
      const reason = body.message || body.error;
      throw new ApiError(403, `403: ${typeof reason === 'string' && reason ? reason : text}`, body);
    }
    throw new ApiError(403, `403: ${text}`);
  }

  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
}
