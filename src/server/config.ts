import { z } from 'zod';
import { DATA_PATH } from '../shared/constants';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** Every environment variable the server reads, with its embedded default (the README's table mirrors this). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(DATA_PATH.requestTimeoutMs),
    CLIENT_DIST_DIR: z.string().default('./dist/client'),
    TLS_CERT: optionalString,
    TLS_KEY: optionalString,
  })
  .refine((c) => Boolean(c.TLS_CERT) === Boolean(c.TLS_KEY), {
    message: 'TLS_CERT and TLS_KEY must be set together',
    path: ['TLS_CERT'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
