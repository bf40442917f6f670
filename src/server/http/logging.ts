import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** What a logged error keeps: enough to find the failure, nothing a user wrote. */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
};

// Drizzle's DrizzleQueryError message is "Failed query: <sql>\nparams: <values>": the values are user content.
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');
// PostgreSQL data exceptions (SQLSTATE class 22) quote the offending value after a colon; the rest names the problem.
const withoutQuotedValue = (message: string, code: string | undefined) =>
  code?.startsWith('22') ? message.replace(/:\s[\s\S]*$/, '') : message;

/**
 * Serialises an error for the log as its type, code and message only. The driver's own fields (`params`,
 * `detail`, `where`, `query`) and the message line of the stack are left out: they repeat the query's values.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  const message = withoutQuotedValue(withoutParams(error.message), code);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor.name,
    message,
    ...(code ? { code } : {}),
    stack: frames.join('\n'),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The request as logged: its path without the query string, whose values are search terms and other content. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The server's logger options; a test passes a stream to read what would be logged. No `redact`: the request
 * serializer keeps no headers, so credentials never reach a line (tests/api/errors.test.ts), and pino's redaction of
 * paths that are never there cost 3-5% of GET /api/me (issue #38).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { err: serializeError, req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One log line per request, when it is answered, with its path, status and time, in place of Fastify's two
 * ('incoming request' and 'request completed'): at info level the pair was the largest cost left in serving
 * GET /api/me (issue #16). A request that never completes is still logged by the request deadline.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
