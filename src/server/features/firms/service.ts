import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PRODUCT_NAME } from '../../../shared/constants';
import type {
  FirmDetail, FirmInvitation, FirmRole, FirmSummary, InvitedRole, ListFirmsResponse,
} from '../../../shared/api/firms';
import { AppError } from '../../http/errors';
import type { Messenger } from '../../providers/messaging';
import type { AuditLog } from '../audit/audit-log';
import { canManage, removalRefusal, roleChangeRefusal, seatsExhausted, seatsFor } from './policy';
import type { FirmsRepository, InvitationRow } from './repository';
import { requireVerifiedAddress } from '../email-verification/guard';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const NOT_FOUND = () => new AppError('not-found', 'No such firm.');

const invitationView = (row: InvitationRow): FirmInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Who acts, from where: every call is scoped to this user. */
interface Acting {
  userId: string;
  ip: string | null;
}

/** Firms, members and invitations (ADR 024). A user who is not a member of a firm is told it does not exist. */
export function createFirmsService({
  repository,
  messenger,
  audit,
  publicUrl,
  now = () => new Date(),
}: {
  repository: FirmsRepository;
  messenger: Messenger;
  audit: AuditLog;
  publicUrl: string;
  now?: () => Date;
}) {
  async function membershipOf(firmId: string, userId: string) {
    const membership = await repository.membership(firmId, userId);
    if (!membership) throw NOT_FOUND();
    return membership;
  }

  async function detail(firmId: string, userId: string): Promise<FirmDetail> {
    const { firm, role } = await membershipOf(firmId, userId);
    const at = now();
    const [members, invitations, plans] = await Promise.all([
      repository.members(firmId),
      repository.pendingInvitations(firmId, at),
      repository.ownerPlans(firmId),
    ]);
    return {
      id: firm.id,
      name: firm.name,
      role,
      seats: seatsFor(plans),
      seatsUsed: members.length + invitations.length,
      members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
      invitations: canManage(role) ? invitations.map(invitationView) : [],
    };
  }

  async function sendInvitation(firmName: string, email: string, token: string, role: InvitedRole) {
    // The address rides along so that "Create an account" from the link starts with it filled in (issue #39).
    const link = `${publicUrl}/firms/join?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await messenger.sendEmail({
      to: email,
      subject: `You are invited to join ${firmName} on ${PRODUCT_NAME}`,
      text:
        `You have been invited to join ${firmName} on ${PRODUCT_NAME} as ${role === 'admin' ? 'an admin' : 'a member'}. ` +
        `To accept, open ${link} and sign in (or create an account) with this email address. The link works once and expires in 7 days.`,
    });
  }

  return {
    async list({ userId }: { userId: string }): Promise<ListFirmsResponse> {
      const rows = await repository.listFor(userId);
      return { firms: rows.map((row): FirmSummary => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async create({ userId, ip, name }: Acting & { name: string }): Promise<FirmDetail> {
      const firm = await repository.create({ id: randomUUID(), name, userId });
      await audit.record({ action: 'firm.created', actor: { id: userId }, ip, details: { firmId: firm.id } });
      return detail(firm.id, userId);
    },

    get: ({ userId, firmId }: { userId: string; firmId: string }) => detail(firmId, userId),

    /** Invites by email; a pending invitation to the same address gets a new link instead of a second seat. */
    async invite({ userId, ip, firmId, email, role }: Acting & { firmId: string; email: string; role: InvitedRole }): Promise<FirmInvitation> {
      const { firm, role: actorRole } = await membershipOf(firmId, userId);
      if (!canManage(actorRole)) throw new AppError('permission-denied', "Only the firm's owners and admins can invite people.");
      const address = email.trim().toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const values = { role, tokenHash: hashToken(token), invitedBy: userId, expiresAt: new Date(at.getTime() + INVITATION_TTL_MS) };
      const invitation = await repository.locked(firmId, async (locked) => {
        if (await locked.isMemberByEmail(firmId, address)) throw new AppError('already-exists', `${address} is already a member of this firm.`);
        const existing = await locked.pendingInvitationFor(firmId, address, at);
        if (existing) return locked.renewInvitation(existing.id, values);
        const [members, invitations, plans] = await Promise.all([
          locked.members(firmId),
          locked.pendingInvitations(firmId, at),
          locked.ownerPlans(firmId),
        ]);
        const seats = seatsFor(plans);
        if (members.length + invitations.length >= seats) throw seatsExhausted(seats);
        return locked.insertInvitation({ id: randomUUID(), firmId, email: address, ...values });
      });
      await sendInvitation(firm.name, address, token, role);
      await audit.record({
        action: 'firm.invitation-sent',
        actor: { id: userId },
        subject: { email: address },
        ip,
        details: { firmId, invitationId: invitation.id, role },
      });
      return invitationView(invitation);
    },

    /** The signed-in user accepts an invitation sent to their own email address. */
    async join({ userId, ip, token }: Acting & { token: string }): Promise<FirmDetail> {
      const invitation = await repository.invitationByTokenHash(hashToken(token));
      if (!invitation) throw new AppError('not-found', 'This invitation link is not valid. Ask the firm for a new invitation.');
      const email = (await repository.userEmail(userId))?.toLowerCase();
      if (email !== invitation.email) {
        throw new AppError('permission-denied', 'This invitation was sent to another email address. Sign in with the address it was sent to.');
      }
      // The invitation is bound to the address: only its proven holder may accept it (issue #40).
      // Named, so the invitee who has just signed up knows what the proof is for.
      const firmName = (await repository.firmName(invitation.firmId)) ?? 'the firm';
      await requireVerifiedAddress(repository, userId, `join ${firmName}`);
      if (invitation.acceptedAt) {
        if (await repository.membership(invitation.firmId, userId)) return detail(invitation.firmId, userId);
        throw new AppError('failed-precondition', 'This invitation has already been used. Ask the firm for a new one.');
      }
      const at = now();
      if (invitation.expiresAt <= at) throw new AppError('failed-precondition', 'This invitation has expired. Ask the firm for a new one.');
      if (!(await repository.accept(invitation, userId, at))) {
        throw new AppError('failed-precondition', 'This invitation has already been used. Ask the firm for a new one.');
      }
      await audit.record({
        action: 'firm.invitation-accepted',
        actor: { id: userId },
        ip,
        details: { firmId: invitation.firmId, invitationId: invitation.id, role: invitation.role },
      });
      return detail(invitation.firmId, userId);
    },

    async revoke({ userId, ip, firmId, invitationId }: Acting & { firmId: string; invitationId: string }): Promise<void> {
      const { role } = await membershipOf(firmId, userId);
      if (!canManage(role)) throw new AppError('permission-denied', "Only the firm's owners and admins can revoke invitations.");
      const removed = await repository.deletePendingInvitation(firmId, invitationId, now());
      if (!removed) throw new AppError('not-found', 'No such pending invitation.');
      await audit.record({ action: 'firm.invitation-revoked', actor: { id: userId }, subject: { email: removed.email }, ip, details: { firmId, invitationId } });
    },

    async changeRole({ userId, ip, firmId, memberId, role }: Acting & { firmId: string; memberId: string; role: FirmRole }): Promise<FirmDetail> {
      await membershipOf(firmId, userId);
      const from = await repository.locked(firmId, async (locked) => {
        const [actorRole, targetRole] = await Promise.all([locked.memberRole(firmId, userId), locked.memberRole(firmId, memberId)]);
        if (!actorRole) throw NOT_FOUND();
        if (!targetRole) throw new AppError('not-found', 'No such member in this firm.');
        const refusal = roleChangeRefusal({ actorRole, targetRole, owners: await locked.ownerCount(firmId), self: userId === memberId }, role);
        if (refusal) throw refusal;
        await locked.setRole(firmId, memberId, role);
        return targetRole;
      });
      if (from !== role) {
        await audit.record({ action: 'firm.role-changed', actor: { id: userId }, subject: { id: memberId }, ip, details: { firmId, from, to: role } });
      }
      return detail(firmId, userId);
    },

    /** Removes a member, or the caller themself (leaving the firm). */
    async removeMember({ userId, ip, firmId, memberId }: Acting & { firmId: string; memberId: string }): Promise<void> {
      await membershipOf(firmId, userId);
      const self = userId === memberId;
      const role = await repository.locked(firmId, async (locked) => {
        const [actorRole, targetRole] = await Promise.all([locked.memberRole(firmId, userId), locked.memberRole(firmId, memberId)]);
        if (!actorRole) throw NOT_FOUND();
        if (!targetRole) throw new AppError('not-found', 'No such member in this firm.');
        const refusal = removalRefusal({ actorRole, targetRole, owners: await locked.ownerCount(firmId), self });
        if (refusal) throw refusal;
        await locked.removeMember(firmId, memberId);
        return targetRole;
      });
      await audit.record({ action: 'firm.member-removed', actor: { id: userId }, subject: { id: memberId }, ip, details: { firmId, role, left: self } });
    },
  };
}

export type FirmsService = ReturnType<typeof createFirmsService>;
