import { z } from 'zod';

// Firms (issue #19, first slice): firms, their members and roles, and invitations by email (ADR 024).

export const FIRM_ROLES = ['owner', 'admin', 'member'] as const;
export const firmRoleSchema = z.enum(FIRM_ROLES);
export type FirmRole = z.infer<typeof firmRoleSchema>;
/** What an invitation may make someone: owners are made by promotion, never by invitation. */
export const invitedRoleSchema = z.enum(['admin', 'member']);
export type InvitedRole = z.infer<typeof invitedRoleSchema>;

const id = z.string().min(1).max(100);

/** GET /api/firms */
export const firmSummarySchema = z.object({ id: z.string(), name: z.string(), role: firmRoleSchema, createdAt: z.string() });
export type FirmSummary = z.infer<typeof firmSummarySchema>;
export const listFirmsResponseSchema = z.object({ firms: z.array(firmSummarySchema) });
export type ListFirmsResponse = z.infer<typeof listFirmsResponseSchema>;

/** POST /api/firms */
export const createFirmSchema = z.object({ name: z.string().trim().min(1, 'Give the firm a name.').max(120) });
export type CreateFirmInput = z.infer<typeof createFirmSchema>;

export const firmMemberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: firmRoleSchema, joinedAt: z.string() });
export type FirmMember = z.infer<typeof firmMemberSchema>;

export const firmInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitedRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type FirmInvitation = z.infer<typeof firmInvitationSchema>;

/** GET /api/firms/:id. `invitations` is empty for a plain member (only admins and owners see them). */
export const firmDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: firmRoleSchema,
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  members: z.array(firmMemberSchema),
  invitations: z.array(firmInvitationSchema),
});
export type FirmDetail = z.infer<typeof firmDetailSchema>;

export const firmParamsSchema = z.object({ id });
export const firmMemberParamsSchema = firmParamsSchema.extend({ userId: id });
export const firmInvitationParamsSchema = firmParamsSchema.extend({ invitationId: id });

/** POST /api/firms/:id/members: invites by email. */
export const inviteMemberSchema = z.object({ email: z.email().max(254), role: invitedRoleSchema.default('member') });
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

/** PATCH /api/firms/:id/members/:userId */
export const changeRoleSchema = z.object({ role: firmRoleSchema });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** POST /api/firms/join: the token from the invitation's link. */
export const joinFirmSchema = z.object({ token: z.string().min(1).max(200) });
export type JoinFirmInput = z.infer<typeof joinFirmSchema>;

/**
 * A firm's seats by plan (ADR 024): the best plan among its owners decides, and members and pending invitations
 * share them. One seat is the owner's own, so on Free and Solo nobody can be invited.
 */
export const FIRM_SEATS_BY_PLAN: Readonly<Record<string, number>> = { free: 1, solo: 1, professional: 3, firm: 10 };
export const FIRM_SEAT_RULE =
  'Members and pending invitations share the firm’s seats: 10 when an owner is on the Firm plan, 3 on Professional, 1 on Free and Solo. That one seat is the owner’s, so on Free and Solo nobody can be invited.';
