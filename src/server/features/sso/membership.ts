import type { InternalAdapter, User } from 'better-auth';
import type { SsoErrorCode } from '../../../shared/api/sso';
import type { AuditLog } from '../audit/audit-log';
import { seatsFor } from '../firms/policy';
import type { FirmsRepository } from '../firms/repository';

interface SignedInAt {
  firms: FirmsRepository;
  audit: AuditLog;
  firmId: string;
  email: string;
  /** The provider's `sub`: with the firm, it is what identifies the person (OIDC Core §5.7), not the address. */
  subject: string;
  name: string;
}

type Joined = { user: User & { banned?: boolean | null } } | { refused: SsoErrorCode };

/**
 * Who an identity provider's sign-in is, and their membership of the firm (just in time, ADR 026): the account
 * already linked to this provider and subject; else an existing account with the address, linked only when it is
 * already a member or has a pending invitation (a provider must not take over a stranger's account); else a new
 * account. Anyone it signs in becomes a member of the firm if a seat is free.
 */
export async function joinBySso(ctx: { context: { internalAdapter: InternalAdapter } }, at: SignedInAt): Promise<Joined> {
  const { firms, audit, firmId, email, subject, name } = at;
  const adapter = ctx.context.internalAdapter;
  const providerId = `firm-sso:${firmId}`;
  const now = new Date();

  let user: User & { banned?: boolean | null };
  const owner = await adapter.findAccountOwnerByKey({ providerId, accountId: subject });
  if (owner?.kind === 'owned') {
    user = owner.user;
  } else {
    const existing = await adapter.findUserByEmail(email);
    if (existing) {
      const invited = await firms.pendingInvitationFor(firmId, email, now);
      if (!(await firms.memberRole(firmId, existing.user.id)) && !invited) return { refused: 'not-member' };
      await adapter.linkAccount({ providerId, accountId: subject, userId: existing.user.id });
      user = existing.user;
    } else {
      if (!(await seatFree(firms, firmId, email, now))) return { refused: 'seats' };
      user = (await adapter.createOAuthUser({ name, email, emailVerified: true }, { providerId, accountId: subject })).user;
    }
  }
  if (user.banned) return { refused: 'disabled' };

  const outcome = await firms.locked(firmId, async (locked) => {
    if (await locked.memberRole(firmId, user.id)) return 'member' as const;
    const invitation = await locked.pendingInvitationFor(firmId, email, now);
    if (invitation) return (await locked.accept(invitation, user.id, now)) ? ('invited' as const) : ('member' as const);
    if (!(await seatFree(locked, firmId, email, now))) return 'full' as const;
    await locked.addMember(firmId, user.id, 'member');
    return 'added' as const;
  });
  if (outcome === 'full') return { refused: 'seats' };
  if (outcome !== 'member') {
    await audit.record({ action: 'firm.member-provisioned', actor: { id: user.id }, subject: { id: user.id, email }, ip: null, details: { firmId, method: 'sso', invited: outcome === 'invited' } });
  }
  return { user };
}

/** Whether the firm has a seat for one more member (an address with a pending invitation already holds one). */
async function seatFree(firms: Pick<FirmsRepository, 'members' | 'pendingInvitations' | 'ownerPlans'>, firmId: string, email: string, now: Date) {
  const [members, invitations, plans] = await Promise.all([firms.members(firmId), firms.pendingInvitations(firmId, now), firms.ownerPlans(firmId)]);
  const held = invitations.filter((invitation) => invitation.email !== email).length;
  return members.length + held < seatsFor(plans);
}
