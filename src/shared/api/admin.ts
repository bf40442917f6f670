import { z } from 'zod';
import { ledgerEntrySchema, TOKEN_BUCKETS } from './tokens';
import { pageCursorSchema, reportDaySchema } from './paging';

/**
 * What the audit log records, dotted by area. Security events come from the identity layer, admin events from
 * the admin API, exports from the features that export.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.mfa-challenged',
  'auth.sign-out',
  'auth.mfa-enabled',
  'auth.mfa-disabled',
  'auth.password-reset-requested',
  'auth.password-reset-completed',
  'auth.email-verified',
  'auth.sso-link-requested',
  'auth.sso-linked',
  'admin.setup-completed',
  'admin.invitation-created',
  'admin.invitation-used',
  'admin.role-changed',
  'admin.user-disabled',
  'admin.user-enabled',
  'admin.tokens-granted',
  'admin.tokens-deducted',
  'admin.analytics-exported',
  'draft.exported',
  'firm.created',
  'firm.invitation-sent',
  'firm.invitation-accepted',
  'firm.invitation-revoked',
  'firm.role-changed',
  'firm.member-removed',
  'firm.member-provisioned',
  'firm.sso-configured',
  'firm.sso-removed',
  'firm.sso-domain-verified',
  'firm.sso-domain-unverified',
  'firm.sso-requirement-lifted',
  'matter.created',
  'matter.updated',
  'matter.deleted',
  'matter.member-added',
  'matter.member-removed',
  'matter.item-moved',
  'firm.cap-changed',
  'firm.pool-funded',
  'tokens.shortfall',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const isoDate = z.iso.date();
const timestamp = z.string();

export const auditPartySchema = z.object({ id: z.string().nullable(), email: z.string().nullable() });

export const auditEventSchema = z.object({
  id: z.number(),
  at: timestamp,
  /** One of AUDIT_ACTIONS; kept as text so events recorded by an older or newer release still list. */
  action: z.string(),
  actor: auditPartySchema.nullable(),
  subject: auditPartySchema.nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit?action=&q=&cursor=&limit= (newest first; q matches the actor's or subject's email, or the IP). */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  q: z.string().trim().max(200).optional(),
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), nextCursor: z.number().nullable() });

/** One row of the user search. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: timestamp,
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  tokenCount: z.number(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /api/admin/users?q=&cursor=&limit= (newest accounts first; q matches email or name). */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminUsersPageSchema = z.object({ users: z.array(adminUserSummarySchema), nextCursor: z.string().nullable() });

export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A piece of someone's work as the admin sees it: never its title or content, only when and what it cost. */
const workItemSchema = z.object({ id: z.string(), createdAt: timestamp, updatedAt: timestamp, tokensUsed: z.number() });
const workListSchema = z.object({ count: z.number(), recent: z.array(workItemSchema) });

export const adminSessionSchema = z.object({
  id: z.string(),
  createdAt: timestamp,
  lastActiveAt: timestamp,
  expiresAt: timestamp,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** GET /api/admin/users/:id: the profile, balances, ledger and sessions; the user's work by ids, dates and tokens. */
export const adminUserDetailSchema = adminUserSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  /** The verified MFA phone's last four digits only. */
  phoneHint: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  referralCode: z.string().nullable(),
  disabledReason: z.string().nullable(),
  balances: z.record(z.enum(TOKEN_BUCKETS), z.number()),
  ledger: z.array(ledgerEntrySchema),
  sessions: z.array(adminSessionSchema),
  conversations: workListSchema,
  drafts: workListSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/:id/disable, with or without a body (a reason is kept with the account and in the audit log). */
export const disableUserRequestSchema = z.object({ reason: z.string().trim().max(300).optional() }).nullish();

/** POST /api/admin/users/:id/role */
export const setRoleRequestSchema = z.object({ admin: z.boolean() });

export const MAX_TOKEN_ADJUSTMENT = 100_000_000;

/**
 * POST /api/admin/users/:id/tokens: a grant (positive, to the add-on bucket, which never expires) or a deduction
 * (negative, in spending order, refused beyond the balance). The same idempotencyKey twice changes the balance once.
 */
export const adjustTokensRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-MAX_TOKEN_ADJUSTMENT)
    .max(MAX_TOKEN_ADJUSTMENT)
    .refine((n) => n !== 0, 'amount must not be zero'),
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(300),
  idempotencyKey: z.uuid().optional(),
});
export type AdjustTokensRequest = z.infer<typeof adjustTokensRequestSchema>;

export const adjustTokensResponseSchema = z.object({
  /** False when this idempotency key had already been applied: nothing changed this time. */
  applied: z.boolean(),
  tokenCount: z.number(),
  balances: z.record(z.enum(TOKEN_BUCKETS), z.number()),
});

/** Analytics cover at most a year and a day (a leap year's worth of days, inclusive). */
export const MAX_ANALYTICS_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const dateRange = { from: reportDaySchema.optional(), to: reportDaySchema.optional() };

function checkDateRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  else if (dayNumber(q.to) - dayNumber(q.from) >= MAX_ANALYTICS_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: `the range may cover at most ${MAX_ANALYTICS_DAYS} days` });
  }
}

/** GET /api/admin/analytics?from=&to= (UTC days, inclusive; by default the last 30 days). */
export const analyticsQuerySchema = z.object(dateRange).superRefine(checkDateRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const ANALYTICS_REPORTS = ['daily', 'pages', 'models', 'revenue'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

/** GET /api/admin/analytics.csv?report=&from=&to=: one of the analytics tables as a CSV download. */
export const analyticsCsvQuerySchema = z
  .object({ report: z.enum(ANALYTICS_REPORTS).default('daily'), ...dateRange })
  .superRefine(checkDateRange);

export const analyticsDaySchema = z.object({
  date: isoDate,
  visits: z.number(),
  signUps: z.number(),
  /** Users with token activity or a sign-in that day. */
  activeUsers: z.number(),
  tokensUsed: z.number(),
  revenueCents: z.number(),
});

export const revenueEventSchema = z.object({
  at: timestamp,
  type: z.string(),
  provider: z.string(),
  amountCents: z.number().nullable(),
  userEmail: z.string().nullable(),
});

export const analyticsResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.array(analyticsDaySchema),
  totals: z.object({
    visits: z.number(),
    signUps: z.number(),
    /** Distinct users active on any day of the range. */
    activeUsers: z.number(),
    tokensUsed: z.number(),
    revenueCents: z.number(),
  }),
  /** The most visited pages of the range. */
  topPages: z.array(z.object({ path: z.string(), visits: z.number() })),
  pageDays: z.array(z.object({ date: isoDate, path: z.string(), visits: z.number() })),
  /** Tokens by the model that used them, as stored with each answer and draft ('gpt-4o-mini (openai-compatible)'). */
  models: z.array(z.object({ model: z.string(), tokens: z.number() })),
  modelDays: z.array(z.object({ date: isoDate, model: z.string(), tokens: z.number() })),
  /** Payment events of the range, newest first (at most 200). */
  revenueEvents: z.array(revenueEventSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** GET /api/admin/outbox?channel=&cursor=&limit= (newest first). */
export const outboxQuerySchema = z.object({
  channel: z.enum(['email', 'sms']).optional(),
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: timestamp,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = z.object({ messages: z.array(outboxMessageSchema), nextCursor: z.number().nullable() });

/** GET /api/admin/operator-guide: the operator guide's Markdown, for /admin-docs (admins only, never in the bundle). */
export const operatorGuideSchema = z.object({ markdown: z.string() });
export type OperatorGuideResponse = z.infer<typeof operatorGuideSchema>;
