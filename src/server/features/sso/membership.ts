import type { InternalAdapter, User } from 'better-auth';
import type { SsoErrorCode } from '../../../shared/api/sso';
import type { Messenger } from '../../providers/messaging';
import { isAdminRole } from '../admin/users-repository';
import type { AuditLog } from '../audit/audit-log';
import { seatsFor } from '../firms/policy';
import type { FirmsRepository } from '../firms/repository';
import { providerIdOf, requestLinkConsent } from './link-requests';

interface SignedInAt {
  firms: FirmsRepository;
  audit: AuditLog;
  messenger: Messenger;
  publicUrl: string;
  firmId: string;
  /** The provider that signed the person in: a consent request names it, and is void once the firm changes it. */
  issuer: string;
  email: string;
  /** The provider's `sub`: with the firm, it is what identifies the person (OIDC Core §5.7), not the address. */
  subject: string;
  name: string;
}

type Account = User & { banned?: boolean | null; role?: string | null };
type Joined = { user: Account } | { refused: SsoErrorCode };

/**
 * Who an identity provider's sign-in is, and their membership of the firm (just in time, ADR 026): the account
 * already linked to this provider and subject; else, when an account has the address, nobody yet: its holder is
 * emailed a link to consent (issue #40: neither membership nor an invitation, both of the firm's making, stands for
 * the holder's consent), and an account whose address was never proven is not offered one; else a new account.
 * An administrator's account is never signed in this way.
 * Anyone it signs in becomes a member of the firm if a seat is free.
 */
export async function joinBySso(ctx: { context: { internalAdapter: InternalAdapter } }, at: SignedInAt): Promise<Joined> {
  const { firms, audit, firmId, email, subject, name } = at;
  const adapter = ctx.context.internalAdapter;
  const providerId = providerIdOf(firmId);
  const now = new Date();

  let user: Account;
  const owner = await adapter.findAccountOwnerByKey({ providerId, accountId: subject });
  if (owner?.kind === 'owned') {
    user = owner.user;
  } else {
    const existing = await adapter.findUserByEmail(email);
    if (existing) {
      if (isAdminRole((existing.user as Account).role ?? null)) return { refused: 'admin' };
      if (!existing.user.emailVerified) return { refused: 'link-unverified' };
      const firmName = (await firms.firmName(firmId)) ?? 'Your firm';
      await requestLinkConsent(adapter, at, { userId: existing.user.id, firmId, firmName, issuer: at.issuer, subject, email });
      return { refused: 'link-consent' };
    }
    if (!(await seatFree(firms, firmId, email, now))) return { refused: 'seats' };
    user = (await adapter.createOAuthUser({ name, email, emailVerified: true }, { providerId, accountId: subject })).user;
  }
  // Administrators' second factor is our SMS code (DESIGN §5), which a firm's provider does not ask: an account
  // linked before it was made an administrator is not signed in through the provider either.
  if (isAdminRole(user.role ?? null)) return { refused: 'admin' };
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
