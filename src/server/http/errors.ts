import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '../../shared/errors';

/** An error a service raises on purpose: its code picks the HTTP status and its message is shown to the caller. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number = ERROR_STATUS[code],
    /** A body the spec fixes for this error (the 403 token-usage body); otherwise the envelope is sent. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const INTERNAL_MESSAGE = 'An internal error occurred. Please try again.';

/** Fastify's own client errors, translated into the envelope. */
const FASTIFY_CLIENT_ERRORS: Record<string, (error: FastifyError) => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('invalid-argument', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('invalid-argument', 'The request body is empty but the content type is JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('invalid-argument', 'The request body is too large.', 413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('invalid-argument', 'The request body must be sent as application/json.', 415),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('invalid-argument', 'The Content-Length header does not match the body.'),
};

/** The canonical code a client error's status stands for, so the envelope never says one thing and the status another. */
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'already-exists',
  412: 'failed-precondition',
  429: 'resource-exhausted',
};
const codeForStatus = (status: number): ErrorCode => CODE_FOR_STATUS[status] ?? 'invalid-argument';

export function toAppError(error: FastifyError | Error): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => `${issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'}: ${issue.message}`)
      .join('; ');
    const where = error.validationContext ?? 'request';
    return new AppError('invalid-argument', `Invalid ${where}: ${details}`);
  }
  const fastifyError = error as FastifyError;
  const translate = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (translate) return translate(fastifyError);
  if (fastifyError.statusCode === 429) {
    return new AppError('resource-exhausted', 'Too many requests. Please wait a moment and try again.');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(codeForStatus(fastifyError.statusCode), fastifyError.message, fastifyError.statusCode);
  }
  return null;
}

/** One error handler for the whole API: every failure leaves as `{error, message}`, never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      request.log.info({ code: known.code, status: known.status }, known.message);
      const body: ErrorEnvelope = { error: known.code, message: known.message };
      return reply.code(known.status).send(known.body ?? body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorEnvelope = { error: 'internal', message: INTERNAL_MESSAGE };
    return reply.code(500).send(body);
  });
}

export function notFoundEnvelope(method: string, url: string): ErrorEnvelope {
  const path = url.split('?')[0];
  return { error: 'not-found', message: `No API route matches ${method} ${path}.` };
}
