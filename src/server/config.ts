import { isIP } from 'node:net';
import { z } from 'zod';
import { DATA_PATH } from '../shared/constants';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** A DNS server as node's resolver takes it: an IP address, `a.b.c.d:port` or `[v6]:port`. */
const isDnsServer = (server: string) => {
  const [, bracketed, port] = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server) ?? /^([\d.]+)(?::(\d{1,5}))?$/.exec(server) ?? [null, server, undefined];
  return isIP(bracketed ?? '') !== 0 && (port === undefined || Number(port) <= 65535);
};

const AI_PROVIDERS = ['offline', 'openai-compatible', 'anthropic'] as const;
type AiProvider = (typeof AI_PROVIDERS)[number];

/** Every environment variable the server reads, with its embedded default (the README's table mirrors this). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** Shares rate limits, lockouts, captcha replay protection and the live channel between instances (ADR 018). */
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
    /** Where this deployment's keys live in Redis, so that deployments (or test runs) sharing one Redis never meet. */
    REDIS_KEY_PREFIX: z.string().regex(/^[\w.-]+:$/, 'letters, digits, ".", "-" or "_", ending in ":" (e.g. volnadraft:)').default('volnadraft:'),
    /** Wraps each user's data key (AES-256-GCM at rest); base64 of 32 bytes. Unset: DATA_DIR/master.key. */
    MASTER_KEY: z.preprocess(emptyAsUndefined, z.base64().refine((k) => Buffer.from(k, 'base64').length === 32, 'must be 32 bytes, base64-encoded (openssl rand -base64 32)').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The console's log: plain lines to read (default), or pino's JSON lines for a log shipper. */
    LOG_FORMAT: z.enum(['plain', 'json']).default('plain'),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(DATA_PATH.requestTimeoutMs),
    CLIENT_DIST_DIR: z.string().default('./dist/client'),
    TLS_CERT: optionalString,
    TLS_KEY: optionalString,
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    AUTH_ENUMERATION_PROTECTION: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    /** Accounts one client address may create per hour (a firm adds colleagues by invitation, not by sign-up). */
    SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    AUTH_SYNC_URL: z.string().startsWith('/').default('/api/auth/sync'),
    SMTP_URL: optionalString,
    EMAIL_FROM: z.string().default('VolnaDraft <no-reply@volnadraft.local>'),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    TOKEN_RESERVATION_TTL_MS: z.coerce.number().int().positive().default(10 * 60 * 1000),
    /** How often a running draft generation renews its hold on the draft; four missed beats release it. */
    GENERATION_HEARTBEAT_MS: z.coerce.number().int().positive().default(5_000),
    /** Files imported into an empty corpus at start-up, separated like PATH (':' here, ';' on Windows). */
    CORPUS_PATH: optionalString,
    /** "Load case law" reads server files only from here (default DATA_DIR/imports); downloads and uploads land under it. */
    CORPUS_IMPORT_DIR: optionalString,
    /** Let "Load case law" download from private, loopback and link-local addresses (tests, an intranet mirror). */
    CORPUS_IMPORT_ALLOW_PRIVATE_URLS: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    /** Let firms' single sign-on reach identity providers on private, loopback and link-local addresses (an intranet provider). */
    SSO_ALLOW_PRIVATE_ISSUERS: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    /** DNS servers that domain verification asks for TXT records, comma-separated (`1.1.1.1`, `10.0.0.2:5353`); unset: the system's. */
    DNS_SERVERS: z.preprocess(
      emptyAsUndefined,
      z.string().refine((list) => list.split(',').every(isDnsServer), 'comma-separated IP addresses with an optional port, e.g. 1.1.1.1,[2606:4700::1111]:53,10.0.0.2:5353').optional(),
    ),
    /** The largest bulk file a user may upload to "Load case law". */
    CORPUS_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
    /** Load the shipped U.S. Reports citation index at first start (names and years of every U.S. Reports case). */
    BUILTIN_CITATION_INDEX: z.preprocess(emptyAsUndefined, z.stringbool().default(true)),
    COURTLISTENER_API_TOKEN: optionalString,
    COURTLISTENER_BASE_URL: z.url().default('https://www.courtlistener.com'),
    /** CourtListener's citation-lookup allowance: valid citations looked up per minute. */
    COURTLISTENER_CITATIONS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Online research: CourtListener API requests (searches, case fetches) sent per minute, and how long one may take. */
    COURTLISTENER_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    COURTLISTENER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Unset: openai-compatible when AI_BASE_URL or AI_API_KEY is set, else the embedded offline engine. */
    AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(AI_PROVIDERS).optional()),
    AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().positive().default(2048),
    /** Where /support's contact form sends tickets; unset: the supportEmail of content/site.json. */
    SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    /** The support bot's help-center articles (`*.md`); unset: content/help at the project root. */
    HELP_CENTER_DIR: optionalString,
  })
  .refine((c) => Boolean(c.TLS_CERT) === Boolean(c.TLS_KEY), {
    message: 'TLS_CERT and TLS_KEY must be set together',
    path: ['TLS_CERT'],
  })
  .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    path: ['STRIPE_SECRET_KEY'],
  })
  .transform((c) => {
    const inferred: AiProvider = c.AI_BASE_URL || c.AI_API_KEY ? 'openai-compatible' : 'offline';
    return { ...c, AI_PROVIDER: c.AI_PROVIDER ?? inferred };
  })
  .superRefine((c, ctx) => {
    // Several instances share one PostgreSQL database; each must sign API tokens under the same issuer (ADR 019).
    if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required when NODE_ENV=production and DATABASE_URL is set: it is the issuer of every API token, which all ' +
          'instances must share (otherwise each signs under its own HOST:PORT and refuses the others\' tokens); set it ' +
          'to the address users reach the app at, e.g. https://volnadraft.example.com',
      });
    }
  })
  .superRefine((c, ctx) => {
    const required = (variable: 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY', example: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message: `required when AI_PROVIDER is ${c.AI_PROVIDER} (${example})` });
    if (c.AI_PROVIDER === 'offline') return;
    if (!c.AI_MODEL) required('AI_MODEL', 'the model to ask, e.g. gpt-4o-mini, llama3.1 or claude-sonnet-4-5');
    if (c.AI_PROVIDER === 'openai-compatible' && !c.AI_BASE_URL) {
      required('AI_BASE_URL', 'e.g. https://api.openai.com/v1, or http://127.0.0.1:11434/v1 for Ollama');
    }
    if (c.AI_PROVIDER === 'anthropic' && !c.AI_API_KEY) required('AI_API_KEY', 'the Anthropic API key');
  });

export type Config = z.infer<typeof configSchema>;

/** The address users reach the app at: PUBLIC_URL, or this machine's URL for the embedded set-up. */
export function publicUrl(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const scheme = config.TLS_CERT ? 'https' : 'http';
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `${scheme}://${host}:${config.PORT}`;
}

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
