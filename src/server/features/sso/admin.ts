import type { AdminSsoRequirement } from '../../../shared/api/sso';
import type { AuditLog } from '../audit/audit-log';
import { claimStatus } from './domain-claims';
import type { FirmSsoRepository } from './repository';

/**
 * What an admin can do about a firm's "Require single sign-on" (issue #40): see every firm asking for it, and lift
 * it, for instance when a firm's people are locked out. Lifting is audited with the reason; the firm's owners may
 * turn it on again.
 */
export function createSsoAdmin({ repository, audit }: { repository: FirmSsoRepository; audit: AuditLog }) {
  return {
    async requirements(now = new Date()): Promise<{ firms: AdminSsoRequirement[] }> {
      const rows = await repository.requiring();
      return {
        firms: rows.map((row) => ({
          firmId: row.firmId,
          firmName: row.firmName,
          emailDomain: row.emailDomain,
          status: claimStatus(row, now),
          ownerEmails: row.ownerEmails,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async lift({ adminId, ip, firmId, reason }: { adminId: string; ip: string; firmId: string; reason: string }): Promise<{ firms: AdminSsoRequirement[] }> {
      // Lifting what is already lifted changes nothing and is not recorded again.
      const row = await repository.liftRequirement(firmId);
      if (row) await audit.record({ action: 'firm.sso-requirement-lifted', actor: { id: adminId }, ip, details: { firmId, emailDomain: row.emailDomain, reason } });
      return this.requirements();
    },
  };
}

export type SsoAdmin = ReturnType<typeof createSsoAdmin>;
