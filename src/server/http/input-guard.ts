import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deeper than any request the API defines; re-serialising a deeper value (better-auth, logs) overflows the stack. */
export const MAX_INPUT_DEPTH = 64;

export type InputProblem = 'nul' | 'too-deep';

/**
 * Walks a parsed value iteratively (a recursive walk would itself overflow on the inputs it must refuse) and reports
 * the first NUL character in a key or string, or nesting deeper than `MAX_INPUT_DEPTH`.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

const MESSAGES: Record<InputProblem, (part: string) => string> = {
  nul: (part) => `The request ${part} contains a NUL character, which is not allowed.`,
  'too-deep': (part) => `The request ${part} is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
};

/**
 * One check for every /api request, before validation and any handler: PostgreSQL refuses NUL in text, so a NUL
 * that reached a query would be a 500, and an absurdly deep body would overflow whoever serialises it next.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const parts: Array<[string, unknown]> = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const problem = findInputProblem(value);
      if (problem) throw new AppError('invalid-argument', MESSAGES[problem](part));
    }
  });
}
