import { randomUUID } from 'node:crypto';
import type {
  CreateMatterInput, ListMattersResponse, MatterDetail, MatterSummary, UpdateMatterInput,
} from '../../../shared/api/matters';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { canManage } from '../firms/policy';
import { matterNotFound, type MatterRow } from './access';
import { isUniqueViolation, type MattersRepository } from './repository';

/** Who acts, from where: every call is scoped to this user. */
interface Acting {
  userId: string;
  ip: string | null;
}

const duplicateNumber = (number: string) =>
  new AppError('already-exists', `This firm already has a matter numbered ${number}. Each matter of a firm needs its own number.`);

/** Runs a write that sets a matter's number, answering a number the firm already uses with 409. */
async function numbered<T>(number: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (number !== undefined && isUniqueViolation(error)) throw duplicateNumber(number);
    throw error;
  }
}

const summaryOf = (matter: MatterRow, firmName: string, memberCount: number): MatterSummary => ({
  id: matter.id,
  firmId: matter.firmId,
  firmName,
  name: matter.name,
  client: matter.client,
  number: matter.number,
  memberCount,
  createdAt: matter.createdAt.toISOString(),
  updatedAt: matter.updatedAt.toISOString(),
});

/**
 * Matters and their members (ADR 025). A matter is seen by its members and by its firm's owners and admins, who
 * manage who is inside its wall; to anyone else it does not exist. Its content is walled off elsewhere (the drafts,
 * chat and documents repositories), to its members alone.
 */
export function createMattersService({ repository, audit }: { repository: MattersRepository; audit: AuditLog }) {
  /** The matter as the caller stands to it, or its 404 when they are neither a member nor one of its firm's managers. */
  async function standingOf(matterId: string, userId: string) {
    const standing = await repository.standing(matterId, userId);
    const manages = standing?.firmRole != null && canManage(standing.firmRole);
    // A member is always in the firm (leaving the firm ends every matter membership); checked anyway.
    if (!standing || standing.firmRole == null || !(standing.isMember || manages)) throw matterNotFound();
    return { ...standing, manages };
  }

  async function detail(matterId: string, userId: string): Promise<MatterDetail> {
    const { matter, firmName, isMember, manages } = await standingOf(matterId, userId);
    const [members, tokensUsed] = await Promise.all([repository.members(matterId), repository.tokensUsed(matterId)]);
    return {
      ...summaryOf(matter, firmName, members.length),
      members: members.map((member) => ({ ...member, addedAt: member.addedAt.toISOString() })),
      isMember,
      canManage: manages,
      tokensUsed,
    };
  }

  const record = (action: 'matter.created' | 'matter.updated' | 'matter.deleted' | 'matter.member-added' | 'matter.member-removed', acting: Acting, details: Record<string, unknown>, subject?: string) =>
    audit.record({ action, actor: { id: acting.userId }, ip: acting.ip, details, ...(subject ? { subject: { id: subject } } : {}) });

  return {
    async list({ userId, firmId }: { userId: string; firmId?: string }): Promise<ListMattersResponse> {
      const rows = await repository.listFor(userId, firmId);
      return { matters: rows.map((row) => summaryOf(row.matter, row.firmName, Number(row.memberCount))) };
    },

    /** Any member of the firm may open a matter, and is its first member. */
    async create(acting: Acting & CreateMatterInput): Promise<MatterDetail> {
      const { userId, firmId, name, client, number } = acting;
      if (!(await repository.firmRole(firmId, userId))) throw new AppError('not-found', 'No such firm.');
      const matter = await numbered(number, () => repository.create({ id: randomUUID(), firmId, name, client, number, createdBy: userId }));
      await record('matter.created', acting, { firmId, matterId: matter.id, number });
      return detail(matter.id, userId);
    },

    get: ({ userId, matterId }: { userId: string; matterId: string }) => detail(matterId, userId),

    /** Its members and the firm's owners and admins may rename it, or change its client or number. */
    async update(acting: Acting & { matterId: string } & UpdateMatterInput): Promise<MatterDetail> {
      const { userId, matterId, name, client, number } = acting;
      const { matter } = await standingOf(matterId, userId);
      const changes = { ...(name !== undefined ? { name } : {}), ...(client !== undefined ? { client } : {}), ...(number !== undefined ? { number } : {}) };
      await numbered(number, () => repository.update(matterId, changes));
      await record('matter.updated', acting, { firmId: matter.firmId, matterId, changed: Object.keys(changes) });
      return detail(matterId, userId);
    },

    /** The firm's owners and admins only; the matter's drafts, conversations, documents and key go with it. */
    async remove(acting: Acting & { matterId: string }): Promise<void> {
      const { userId, matterId } = acting;
      const { matter, manages } = await standingOf(matterId, userId);
      if (!manages) throw new AppError('permission-denied', "Only the firm's owners and admins can delete a matter.");
      await repository.remove(matterId);
      await record('matter.deleted', acting, { firmId: matter.firmId, matterId, number: matter.number });
    },

    /** Its members and the firm's owners and admins may add a member of the firm; adding a member again changes nothing. */
    async addMember(acting: Acting & { matterId: string; memberId: string }): Promise<MatterDetail> {
      const { userId, matterId, memberId } = acting;
      const { matter } = await standingOf(matterId, userId);
      const outcome = await repository.addMember({ matterId, firmId: matter.firmId, userId: memberId, addedBy: userId });
      if (outcome === 'not-in-firm') {
        throw new AppError('failed-precondition', "Only members of the matter's firm can be added to it. Invite them to the firm first.");
      }
      if (outcome === 'added') await record('matter.member-added', acting, { firmId: matter.firmId, matterId }, memberId);
      return detail(matterId, userId);
    },

    /** The firm's owners and admins remove anyone; a member may remove themself (leave the matter). */
    async removeMember(acting: Acting & { matterId: string; memberId: string }): Promise<void> {
      const { userId, matterId, memberId } = acting;
      const { matter, manages } = await standingOf(matterId, userId);
      const self = userId === memberId;
      if (!self && !manages) throw new AppError('permission-denied', "Only the firm's owners and admins can remove someone else from a matter.");
      if (!(await repository.removeMember(matterId, memberId))) throw new AppError('not-found', 'No such member in this matter.');
      await record('matter.member-removed', acting, { firmId: matter.firmId, matterId, left: self }, memberId);
    },
  };
}

export type MattersService = ReturnType<typeof createMattersService>;
