import { randomUUID } from 'node:crypto';
import type { FirmRole } from '../../../shared/api/firms';
import type { AdminUsageResponse, FirmPool, MyUsageResponse, PoolTransferInput, PoolTransferResponse, UsageQuery, UsageResponse } from '../../../shared/api/matters';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { canManage } from '../firms/policy';
import type { FirmsRepository } from '../firms/repository';
import { negate, takeInSpendingOrder, totalOf } from '../tokens/buckets';
import { InsufficientTokensError } from '../tokens/errors';
import type { TokenLedger } from '../tokens/ledger';
import { monthStart, type FirmPoolLedger } from './pool-ledger';
import type { FirmPoolRepository } from './repository';
import { usageRange } from './usage-report';

const fmt = (n: number) => n.toLocaleString('en-US');
const NOT_FOUND = () => new AppError('not-found', 'No such firm.');

/** Who acts, from where: every call is scoped to this user. */
interface Acting {
  userId: string;
  ip: string | null;
}

/**
 * The firm's token pool as its members see it (ADR 025): its tokens and the monthly caps, an owner's transfer into
 * it, and usage by matter and member. A user who is not a member of the firm is told it does not exist.
 */
export function createFirmPoolService({
  repository,
  firms,
  pool,
  ledger,
  audit,
  now = () => new Date(),
}: {
  repository: FirmPoolRepository;
  firms: Pick<FirmsRepository, 'membership' | 'memberRole'>;
  pool: FirmPoolLedger;
  /** The users' own balances, which an owner's transfer draws from. */
  ledger: Pick<TokenLedger, 'adjust' | 'balance'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  async function membershipOf(firmId: string, userId: string) {
    const membership = await firms.membership(firmId, userId);
    if (!membership) throw NOT_FOUND();
    return membership;
  }

  async function poolView(firmId: string, userId: string, role: FirmRole): Promise<FirmPool> {
    const [tokens, members] = await Promise.all([
      pool.balance(firmId),
      repository.memberCaps(firmId, monthStart(now()), canManage(role) ? undefined : userId),
    ]);
    return { tokens, members };
  }

  return {
    /** Owners and admins see every member's cap and use this month; a member sees only their own. */
    async pool({ userId, firmId }: { userId: string; firmId: string }): Promise<FirmPool> {
      const { role } = await membershipOf(firmId, userId);
      return poolView(firmId, userId, role);
    },

    async setCap({ userId, ip, firmId, memberId, monthlyTokenCap }: Acting & { firmId: string; memberId: string; monthlyTokenCap: number | null }): Promise<FirmPool> {
      const { role } = await membershipOf(firmId, userId);
      if (!canManage(role)) throw new AppError('permission-denied', "Only the firm's owners and admins can set members' monthly caps.");
      const targetRole = await firms.memberRole(firmId, memberId);
      if (!targetRole) throw new AppError('not-found', 'No such member in this firm.');
      // As with roles (ADR 024): an admin manages members and admins, only an owner manages an owner.
      if (role !== 'owner' && targetRole === 'owner') throw new AppError('permission-denied', "Only an owner can change an owner's monthly cap.");
      const changed = await repository.setCap(firmId, memberId, monthlyTokenCap);
      if (!changed) throw new AppError('not-found', 'No such member in this firm.');
      if (changed.from !== monthlyTokenCap) {
        await audit.record({ action: 'firm.cap-changed', actor: { id: userId }, subject: { id: memberId }, ip, details: { firmId, from: changed.from, to: monthlyTokenCap } });
      }
      return poolView(firmId, userId, role);
    },

    /** Moves tokens from an owner's own balance into the pool: both ledgers in one transaction, once per key. */
    async transfer({ userId, ip, firmId, tokens, idempotencyKey }: Acting & PoolTransferInput & { firmId: string }): Promise<PoolTransferResponse> {
      const { firm, role } = await membershipOf(firmId, userId);
      if (role !== 'owner') throw new AppError('permission-denied', "Only the firm's owners can move their own tokens into its pool.");
      const key = `firm-transfer:${firmId}:${userId}:${idempotencyKey ?? randomUUID()}`;
      const reference = `firm:${firmId}`;
      const description = `Moved ${fmt(tokens)} tokens to the token pool of ${firm.name}`;
      const applied =
        (await ledger.adjust(
          userId,
          (balances) => {
            const held = totalOf(balances);
            if (held < tokens) {
              throw new InsufficientTokensError(tokens, held, {
                message: `You hold ${fmt(held)} tokens, fewer than the ${fmt(tokens)} you asked to move into the pool of ${firm.name}.`,
                upgradeMessage: 'Buy a token pack for the firm, or move fewer tokens.',
                error: 'insufficient-tokens',
              });
            }
            return [{ userId, kind: 'firm_transfer', deltas: negate(takeInSpendingOrder(balances, tokens)), reference, description, idempotencyKey: key }];
          },
          async (tx, recorded) => {
            if (recorded === 0) return; // a retried request: it moved the tokens the first time
            await pool.credit({ firmId, userId, kind: 'grant', amount: tokens, reference: `user:${userId}`, description: `${fmt(tokens)} tokens moved in by an owner`, idempotencyKey: key }, tx);
          },
        )) > 0;
      if (applied) await audit.record({ action: 'firm.pool-funded', actor: { id: userId }, ip, details: { firmId, tokens, source: 'transfer' } });
      const [poolTokens, balance] = await Promise.all([pool.balance(firmId), ledger.balance(userId)]);
      return { applied, poolTokens, tokenCount: totalOf(balance) };
    },

    /** Usage by matter and member: owners and admins see everyone's rows, a member only their own. */
    async usage({ userId, firmId, query }: { userId: string; firmId: string; query: Omit<UsageQuery, 'format'> }): Promise<UsageResponse> {
      const { role } = await membershipOf(firmId, userId);
      const range = usageRange(query, now());
      const rows = await repository.usage({ firmId, userId: canManage(role) ? undefined : userId, from: range.since, until: range.until });
      return {
        from: range.from,
        to: range.to,
        rows: rows.map(({ firmId: _firm, firmName: _name, ...row }) => row),
        totalTokens: rows.reduce((sum, row) => sum + row.tokens, 0),
      };
    },

    /** The caller's own usage by firm and matter, personal work included, wherever it was charged. */
    async myUsage({ userId, query }: { userId: string; query: Omit<UsageQuery, 'format'> }): Promise<MyUsageResponse> {
      const range = usageRange(query, now());
      const rows = await repository.usageOf({ userId, from: range.since, until: range.until });
      return { from: range.from, to: range.to, rows, totalTokens: rows.reduce((sum, row) => sum + row.tokens, 0) };
    },

    /** Every firm's usage by matter and member, for administrators. */
    async adminUsage(query: Omit<UsageQuery, 'format'>): Promise<AdminUsageResponse> {
      const range = usageRange(query, now());
      const rows = await repository.usage({ firmId: null, from: range.since, until: range.until });
      return { from: range.from, to: range.to, rows, totalTokens: rows.reduce((sum, row) => sum + row.tokens, 0) };
    },
  };
}

export type FirmPoolService = ReturnType<typeof createFirmPoolService>;
