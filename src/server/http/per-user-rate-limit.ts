import type { FastifyRequest } from 'fastify';

/** A route's rate limit counted per signed-in user (a key the caller cannot choose), per IP before sign-in. */
export const perUser = (max: number) => ({ max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip });
