import { z } from 'zod';
import { AUTH } from '../constants';

const newAccount = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().min(AUTH.minPasswordLength).max(128),
};

/** GET /api/admin-setup: whether the first administrator still has to be created. */
export const adminSetupStatusSchema = z.object({ needed: z.boolean() });

/** POST /api/admin-setup: the one-time setup code printed in the server log, and the first admin's account. */
export const adminSetupRequestSchema = z.object({ code: z.string().trim().min(1).max(64), ...newAccount });

/** POST /api/admin-register: an invitation code from an existing admin, and the new admin's account. */
export const adminRegisterRequestSchema = adminSetupRequestSchema;

/** POST /api/admin/invitations: a single-use code, shown once. */
export const adminInvitationResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });

export type AdminSetupRequest = z.infer<typeof adminSetupRequestSchema>;

/** GET /api/admin/invitations: the invitation codes created so far (never the codes themselves), newest first. */
export const adminInvitationListSchema = z.object({
  invitations: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      expiresAt: z.string(),
      createdBy: z.string().nullable(),
      usedAt: z.string().nullable(),
      usedBy: z.string().nullable(),
      status: z.enum(['open', 'used', 'expired']),
    }),
  ),
});
export type AdminInvitationList = z.infer<typeof adminInvitationListSchema>;
