// Court procedure per jurisdiction: each goal's own paper, or a refusal with the reason.
export { documentTypeFor, resolvePaper } from './resolve';
export type { Resolution } from './resolve';
export { companionSchema, paperSchema, refusalSchema, sourcedSchema } from './schema';
export type { Companion, Paper, Refusal, Sourced } from './schema';
