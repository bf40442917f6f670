import { z } from 'zod';

/** DESIGN §5: the token buckets, in spending order (what expires first goes first). */
export const TOKEN_BUCKETS = ['trial', 'monthly', 'rollover', 'referral', 'addon'] as const;
export type TokenBucket = (typeof TOKEN_BUCKETS)[number];
export type BucketAmounts = Record<TokenBucket, number>;

export const LEDGER_KINDS = [
  'grant',
  'reserve',
  'settle',
  'release',
  'purchase',
  'referral',
  'monthly_reset',
  'rollover',
  'admin_adjustment',
  /** An owner moving their own tokens into a firm's pool (ADR 025). */
  'firm_transfer',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** The change to the total balance (negative for spending). */
  amount: z.number(),
  buckets: z.record(z.enum(TOKEN_BUCKETS), z.number()),
  reference: z.string().nullable(),
  description: z.string(),
  /** On a settle: tokens the call used beyond what the balance could pay (0 otherwise). */
  shortfall: z.number(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/tokens/ledger?cursor=&limit= (newest first). */
export const ledgerQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ledgerPageSchema = z.object({ entries: z.array(ledgerEntrySchema), nextCursor: z.number().nullable() });

/** GET /api/tokens/usage?days=: tokens spent per day, oldest first. */
export const usageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const usageResponseSchema = z.object({ days: z.array(z.object({ date: z.string(), tokens: z.number() })) });
