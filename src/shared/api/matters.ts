import { z } from 'zod';
import { reportDaySchema } from './paging';

// Matters (issue #19, ADR 025): client matters inside a firm, their members (the ethical wall), the firm's token pool,
// per-member monthly caps, and usage by matter and member.

const id = z.string().min(1).max(100);

/**
 * The optional `matterId` that creating a conversation, a draft or a document takes: the new item then belongs to
 * that matter (the caller must be one of its members; otherwise 404, as for any matter they cannot see).
 */
export const matterIdField = id.optional();

/** How a draft, conversation or document names its matter (null: the user's own, personal work). */
export const matterRefSchema = z.object({ id: z.string(), name: z.string(), number: z.string() }).nullable();
export type MatterRef = z.infer<typeof matterRefSchema>;

/** The list filter: `matterId=<id>` lists that matter's items, `matterId=personal` only personal ones; absent, all. */
export const matterFilterField = id.optional();

/** GET /api/matters: the matters the signed-in user is a member of, in every firm they belong to. */
export const matterSummarySchema = z.object({
  id: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  name: z.string(),
  client: z.string(),
  number: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MatterSummary = z.infer<typeof matterSummarySchema>;
export const listMattersQuerySchema = z.object({ firmId: id.optional() });
export type ListMattersQuery = z.infer<typeof listMattersQuerySchema>;
export const listMattersResponseSchema = z.object({ matters: z.array(matterSummarySchema) });
export type ListMattersResponse = z.infer<typeof listMattersResponseSchema>;

const matterFields = {
  name: z.string().trim().min(1, 'Give the matter a name.').max(160),
  client: z.string().trim().min(1, 'Name the client.').max(160),
  number: z.string().trim().min(1, 'Give the matter number your firm bills it under.').max(60),
};

/** POST /api/matters: any firm member may open a matter, and is its first member. */
export const createMatterSchema = z.object({ firmId: id, ...matterFields });
export type CreateMatterInput = z.infer<typeof createMatterSchema>;

/** PATCH /api/matters/:id: members may rename; at least one field. */
export const updateMatterSchema = z
  .object({ name: matterFields.name.optional(), client: matterFields.client.optional(), number: matterFields.number.optional() })
  .refine((v) => v.name !== undefined || v.client !== undefined || v.number !== undefined, 'Change the name, the client or the number.');
export type UpdateMatterInput = z.infer<typeof updateMatterSchema>;

export const matterMemberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), addedAt: z.string() });
export type MatterMember = z.infer<typeof matterMemberSchema>;

/**
 * GET /api/matters/:id. Members see it; a firm owner or admin who is not a member sees it too, to manage who is inside
 * the wall, but `isMember` is false and none of the matter's drafts, conversations or documents open for them.
 */
export const matterDetailSchema = matterSummarySchema.extend({
  members: z.array(matterMemberSchema),
  isMember: z.boolean(),
  /** Whether the caller may add and remove members and delete the matter (the firm's owners and admins). */
  canManage: z.boolean(),
  tokensUsed: z.number().int(),
});
export type MatterDetail = z.infer<typeof matterDetailSchema>;

export const matterParamsSchema = z.object({ id });
export const matterMemberParamsSchema = matterParamsSchema.extend({ userId: id });

/** POST /api/matters/:id/members: adds a member of the matter's firm. */
export const addMatterMemberSchema = z.object({ userId: id });
export type AddMatterMemberInput = z.infer<typeof addMatterMemberSchema>;

/** GET /api/firms/:id/pool: the firm's token pool and each member's cap and use this month. */
export const poolMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  monthlyTokenCap: z.number().int().nullable(),
  usedThisMonth: z.number().int(),
});
export const firmPoolSchema = z.object({ tokens: z.number().int(), members: z.array(poolMemberSchema) });
export type FirmPool = z.infer<typeof firmPoolSchema>;

/** PUT /api/firms/:id/members/:userId/cap (owners and admins): null removes the cap. */
export const memberCapSchema = z.object({ monthlyTokenCap: z.number().int().min(0).max(1_000_000_000).nullable() });
export type MemberCapInput = z.infer<typeof memberCapSchema>;

/** GET /api/firms/:id/usage: owners and admins see everyone's; a member sees their own. `format=csv` downloads it. */
export const usageQuerySchema = z.object({
  from: reportDaySchema.optional(),
  to: reportDaySchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;
export const usageRowSchema = z.object({
  matterId: z.string().nullable(),
  matterName: z.string(),
  client: z.string(),
  number: z.string(),
  userId: z.string(),
  memberName: z.string(),
  calls: z.number().int(),
  tokens: z.number().int(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;
export const usageResponseSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(usageRowSchema), totalTokens: z.number().int() });
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/**
 * POST /api/firms/:id/pool/transfer (owners only): moves tokens from the owner's own balance into the firm's pool.
 * A client that may retry sends an idempotencyKey: the same key twice moves the tokens once.
 */
export const poolTransferSchema = z.object({
  tokens: z.number().int().positive().max(1_000_000_000),
  idempotencyKey: z.uuid().optional(),
});
export type PoolTransferInput = z.infer<typeof poolTransferSchema>;
export const poolTransferResponseSchema = z.object({
  /** False when this idempotencyKey had already been used: nothing moved this time. */
  applied: z.boolean(),
  /** The firm's pool after the transfer. */
  poolTokens: z.number().int(),
  /** The owner's own balance after it. */
  tokenCount: z.number().int(),
});
export type PoolTransferResponse = z.infer<typeof poolTransferResponseSchema>;

/** GET /api/admin/usage/matters (administrators): usage by matter and member across every firm. */
export const adminUsageRowSchema = usageRowSchema.extend({ firmId: z.string(), firmName: z.string() });
export type AdminUsageRow = z.infer<typeof adminUsageRowSchema>;
export const adminUsageResponseSchema = usageResponseSchema.extend({ rows: z.array(adminUsageRowSchema) });
export type AdminUsageResponse = z.infer<typeof adminUsageResponseSchema>;

/**
 * GET /api/me/usage: the signed-in user's own metered calls by firm and matter, over the same range as the firm's
 * usage (`usageQuerySchema`; `format=csv` downloads it). Personal work is one row with firmId and matterId null.
 */
export const myUsageRowSchema = z.object({
  firmId: z.string().nullable(),
  firmName: z.string(),
  matterId: z.string().nullable(),
  matterName: z.string(),
  client: z.string(),
  number: z.string(),
  calls: z.number().int(),
  tokens: z.number().int(),
});
export type MyUsageRow = z.infer<typeof myUsageRowSchema>;
export const myUsageResponseSchema = usageResponseSchema.extend({ rows: z.array(myUsageRowSchema) });
export type MyUsageResponse = z.infer<typeof myUsageResponseSchema>;
