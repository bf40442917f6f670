import { randomUUID } from 'node:crypto';
import type { AdjustTokensRequest, AdminUserDetail, AdminUserSummary } from '../../../shared/api/admin';
import type { Auth } from '../../auth/auth';
import { maskPhoneNumber } from '../../auth/phone';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { negate, takeInSpendingOrder, totalOf } from '../tokens/buckets';
import type { LedgerHistory } from '../tokens/history';
import type { TokenLedger } from '../tokens/ledger';
import type { AdminUsersRepository } from './users-repository';

const fmt = (n: number) => n.toLocaleString('en-US');

export interface AdminUsersDeps {
  repository: AdminUsersRepository;
  auth: Auth;
  ledger: TokenLedger;
  history: LedgerHistory;
  audit: AuditLog;
}

/** Who is acting: the signed-in admin and the address the request came from (for the audit log). */
export interface AdminActor {
  adminId: string;
  ip: string;
}

/** Finding accounts, and what an admin may do to one; every change is written to the audit log. */
export function createAdminUsersService({ repository, auth, ledger, history, audit }: AdminUsersDeps) {
  async function existing(userId: string): Promise<AdminUserSummary> {
    const found = await repository.summary(userId);
    if (!found) throw new AppError('not-found', 'No account has this id.');
    return found;
  }

  const refuseSelf = (actor: AdminActor, userId: string, what: string) => {
    if (actor.adminId === userId) throw new AppError('failed-precondition', `You cannot ${what} your own account.`);
  };

  return {
    search: repository.search,

    async detail(userId: string): Promise<AdminUserDetail> {
      const found = await repository.profileOf(userId);
      if (!found) throw new AppError('not-found', 'No account has this id.');
      const { user, profile } = found;
      const [summary, balances, ledgerPage, sessions, conversations, drafts] = await Promise.all([
        existing(userId),
        ledger.balance(userId),
        history.page(userId, { limit: 20 }),
        repository.activeSessions(userId),
        repository.conversationsOf(userId),
        repository.draftsOf(userId),
      ]);
      const phone = profile?.phoneVerifiedAt ? profile.phoneNumber : null;
      return {
        ...summary,
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        phoneHint: phone ? maskPhoneNumber(phone) : null,
        subscriptionStatus: profile?.subscriptionStatus ?? 'trial',
        subscriptionPlan: profile?.subscriptionPlan ?? 'free',
        referralCode: profile?.referralCode ?? null,
        disabledReason: user.banned ? user.banReason : null,
        balances,
        ledger: ledgerPage.entries,
        sessions,
        conversations,
        drafts,
      };
    },

    /** Bans the account through better-auth's admin fields and ends every session it has, at once. */
    async disable({ actor, userId, reason }: { actor: AdminActor; userId: string; reason?: string }): Promise<AdminUserSummary> {
      refuseSelf(actor, userId, 'disable');
      const user = await existing(userId);
      if (user.disabled) return user;
      const { internalAdapter } = await auth.$context;
      await internalAdapter.updateUser(userId, { banned: true, banReason: reason || 'Disabled by an administrator', banExpires: null });
      await internalAdapter.deleteUserSessions(userId);
      await audit.record({ action: 'admin.user-disabled', actor: { id: actor.adminId }, subject: user, ip: actor.ip, details: { reason: reason ?? null } });
      return existing(userId);
    },

    async enable({ actor, userId }: { actor: AdminActor; userId: string }): Promise<AdminUserSummary> {
      const user = await existing(userId);
      if (!user.disabled) return user;
      const { internalAdapter } = await auth.$context;
      await internalAdapter.updateUser(userId, { banned: false, banReason: null, banExpires: null });
      await audit.record({ action: 'admin.user-enabled', actor: { id: actor.adminId }, subject: user, ip: actor.ip, details: {} });
      return existing(userId);
    },

    /**
     * Grants go to the add-on bucket (they never expire); deductions are taken in spending order and refused when
     * they exceed the balance. One ledger row of kind 'admin_adjustment' per idempotency key.
     */
    async adjustTokens({ actor, userId, amount, reason, idempotencyKey }: AdjustTokensRequest & { actor: AdminActor; userId: string }) {
      const user = await existing(userId);
      const description = `${amount > 0 ? 'Granted' : 'Deducted'} by an administrator: ${reason}`;
      const entry = { userId, kind: 'admin_adjustment' as const, reference: `admin:${actor.adminId}`, description, idempotencyKey: `admin_adjustment:${userId}:${idempotencyKey ?? randomUUID()}` };
      const applied =
        (await ledger.adjust(userId, (balances) => {
          if (amount > 0) return [{ ...entry, deltas: { addon: amount } }];
          const held = totalOf(balances);
          if (held < -amount) {
            throw new AppError('failed-precondition', `This account holds ${fmt(held)} tokens; a deduction cannot take the balance below zero.`);
          }
          return [{ ...entry, deltas: negate(takeInSpendingOrder(balances, -amount)) }];
        })) > 0;
      const balances = await ledger.balance(userId);
      if (applied) {
        await audit.record({
          action: amount > 0 ? 'admin.tokens-granted' : 'admin.tokens-deducted',
          actor: { id: actor.adminId },
          subject: user,
          ip: actor.ip,
          details: { amount, reason, balanceAfter: totalOf(balances) },
        });
      }
      return { applied, tokenCount: totalOf(balances), balances };
    },

    /** Makes an account an admin or takes that away; the last active admin cannot be demoted. */
    async setRole({ actor, userId, admin }: { actor: AdminActor; userId: string; admin: boolean }): Promise<AdminUserSummary> {
      const user = await existing(userId);
      if (user.isAdmin === admin) return user;
      await repository.setRole(userId, admin ? 'admin' : 'user', (activeAdmins) => {
        if (!admin && !user.disabled && activeAdmins <= 1) {
          throw new AppError('failed-precondition', 'This is the last administrator. Make someone else an administrator first.');
        }
      });
      await audit.record({
        action: 'admin.role-changed',
        actor: { id: actor.adminId },
        subject: user,
        ip: actor.ip,
        details: { from: user.isAdmin ? 'admin' : 'user', to: admin ? 'admin' : 'user' },
      });
      return existing(userId);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
