import { and, eq, lt, sql } from 'drizzle-orm';
import { TOKEN_BUCKETS, type BucketAmounts, type LedgerKind } from '../../../shared/api/tokens';
import type { Db } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import { tokenAccounts, tokenLedger, tokenReservations } from '../../db/schema';
import { emptyBuckets, negate, refundFromTaken, takeInSpendingOrder, totalOf } from './buckets';
import { InsufficientTokensError } from './errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const fmt = (n: number) => n.toLocaleString('en-US');

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  deltas: Partial<BucketAmounts>;
  reference?: string | null;
  description: string;
  /** The same key twice records the change once (a replayed webhook, a repeated referral). */
  idempotencyKey: string;
  /** On a settle: tokens used beyond what the balance could pay. */
  shortfall?: number;
}

export interface TokenLedgerOptions {
  reservationTtlMs: number;
  /** Where a shortfall (usage the balance could not pay) is recorded as `tokens.shortfall`. */
  audit?: Pick<AuditLog, 'record'>;
  /** Runs after a settle that charged something, once its transaction has committed (the referral reward, ADR 010). */
  afterCharge?: (userId: string) => Promise<void>;
  /**
   * Awaited after a grant, purchase, reset, adjustment, settle or release has committed, so the header's live balance
   * follows every change (a reserve is not announced: the settle or release that ends it is).
   */
  afterBalanceChange?: (userId: string) => Promise<void>;
  /** Runs inside each settle's transaction: records the call in the metered usage (ADR 025), with it or not at all. */
  onSettled?: (tx: Tx, call: SettledCall) => Promise<void>;
}

/** A model call as its settle saw it: who made it, what for, the tokens it used and what was charged for them. */
export interface SettledCall {
  userId: string;
  reference: string | null;
  used: number;
  charged: number;
}

const bucketsOf = (row: BucketAmounts) =>
  Object.fromEntries(TOKEN_BUCKETS.map((b) => [b, Number(row[b])])) as BucketAmounts;

/**
 * The token ledger (DESIGN §5): every change is an append-only row, applied to the account's buckets in the same
 * transaction under a row lock, so concurrent requests never overspend and balance = sum of ledger always holds.
 */
export function createTokenLedger(db: Db, { reservationTtlMs, audit, afterCharge, afterBalanceChange, onSettled }: TokenLedgerOptions) {
  /** Locks the user's account row for this transaction, creating an empty one on first use. */
  async function lockAccount(tx: Tx, userId: string): Promise<BucketAmounts> {
    await tx.insert(tokenAccounts).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId)).for('update');
    return bucketsOf(row!);
  }

  /** Records one entry and applies it; false when its idempotency key was already used. */
  async function record(tx: Tx, entry: LedgerEntryInput): Promise<boolean> {
    const deltas = { ...emptyBuckets(), ...entry.deltas };
    const inserted = await tx
      .insert(tokenLedger)
      .values({
        userId: entry.userId,
        kind: entry.kind,
        ...deltas,
        reference: entry.reference ?? null,
        description: entry.description,
        shortfall: entry.shortfall ?? 0,
        idempotencyKey: entry.idempotencyKey,
      })
      .onConflictDoNothing({ target: tokenLedger.idempotencyKey })
      .returning({ id: tokenLedger.id });
    if (inserted.length === 0) return false;
    await tx
      .update(tokenAccounts)
      .set({
        trial: sql`${tokenAccounts.trial} + ${deltas.trial}`,
        monthly: sql`${tokenAccounts.monthly} + ${deltas.monthly}`,
        rollover: sql`${tokenAccounts.rollover} + ${deltas.rollover}`,
        referral: sql`${tokenAccounts.referral} + ${deltas.referral}`,
        addon: sql`${tokenAccounts.addon} + ${deltas.addon}`,
        updatedAt: new Date(),
      })
      .where(eq(tokenAccounts.userId, entry.userId));
    return true;
  }

  async function releaseInTx(tx: Tx, reservationId: string, kind: 'release' | 'settle', used: number) {
    const [reservation] = await tx
      .select()
      .from(tokenReservations)
      .where(eq(tokenReservations.id, reservationId))
      .for('update');
    if (!reservation || reservation.status !== 'open') return null;
    const balances = await lockAccount(tx, reservation.userId);
    const taken = { ...emptyBuckets(), ...reservation.buckets } as BucketAmounts;
    const refund = Math.max(reservation.amount - used, 0);
    // Usage beyond the estimate is charged too, but only what the account holds: a balance never goes negative.
    const extra = takeInSpendingOrder(balances, Math.max(used - reservation.amount, 0));
    const back = refundFromTaken(taken, refund);
    const deltas = Object.fromEntries(TOKEN_BUCKETS.map((b) => [b, back[b] - extra[b]])) as BucketAmounts;
    const charged = reservation.amount - totalOf(back) + totalOf(extra);
    // What the balance could not pay is not charged, but it is recorded: the row says used versus charged.
    const shortfall = Math.max(used - charged, 0);
    await record(tx, {
      userId: reservation.userId,
      kind,
      deltas,
      reference: reservation.reference,
      description:
        kind === 'release'
          ? 'Reservation released'
          : shortfall > 0
            ? `Used ${fmt(used)} tokens, charged ${fmt(charged)} (balance exhausted)`
            : `Used ${fmt(used)} tokens of ${fmt(reservation.amount)} reserved`,
      shortfall,
      idempotencyKey: `${kind}:${reservationId}`,
    });
    await tx
      .update(tokenReservations)
      .set({ status: kind === 'release' ? 'released' : 'settled' })
      .where(eq(tokenReservations.id, reservationId));
    if (kind === 'settle') await onSettled?.(tx, { userId: reservation.userId, reference: reservation.reference, used, charged });
    return { charged, shortfall, used, userId: reservation.userId, reference: reservation.reference };
  }

  /**
   * Locks the account, lets `plan` decide entries from the current balances, and records them all in one
   * transaction. Returns how many were new (not replays). Refuses anything that would take a bucket below zero.
   * `alongside` runs in the same transaction with that count, for a change that moves tokens elsewhere too (a
   * firm's pool, ADR 025): both happen or neither does.
   */
  async function adjust(
    userId: string,
    plan: (balances: BucketAmounts) => LedgerEntryInput[],
    alongside?: (tx: Tx, recorded: number) => Promise<void>,
  ): Promise<number> {
    const applied = await db.transaction(async (tx) => {
      const balances = await lockAccount(tx, userId);
      const entries = plan(balances);
      const after = { ...balances };
      for (const entry of entries) for (const b of TOKEN_BUCKETS) after[b] += entry.deltas[b] ?? 0;
      if (TOKEN_BUCKETS.some((b) => after[b] < 0)) {
        throw new InsufficientTokensError(totalOf(balances) - totalOf(after), totalOf(balances));
      }
      let recorded = 0;
      for (const entry of entries) if (await record(tx, entry)) recorded++;
      await alongside?.(tx, recorded);
      return recorded;
    });
    if (applied > 0) await afterBalanceChange?.(userId);
    return applied;
  }

  return {
    adjust,

    async balance(userId: string): Promise<BucketAmounts> {
      const [row] = await db.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId));
      return row ? bucketsOf(row) : emptyBuckets();
    },

    /** Adds (or with negative deltas removes) tokens once per idempotency key. */
    async apply(entry: LedgerEntryInput): Promise<boolean> {
      return (await adjust(entry.userId, () => [entry])) > 0;
    },

    /** Holds `amount` tokens for a model call, or refuses with the spec's 403 when the balance is short. */
    async reserve({ userId, amount, reference }: { userId: string; amount: number; reference: string; matterId?: string | null }) {
      return db.transaction(async (tx) => {
        const balances = await lockAccount(tx, userId);
        const remaining = totalOf(balances);
        if (remaining < amount) throw new InsufficientTokensError(amount, remaining);
        const taken = takeInSpendingOrder(balances, amount);
        const [reservation] = await tx
          .insert(tokenReservations)
          .values({ userId, amount, buckets: taken, reference, expiresAt: new Date(Date.now() + reservationTtlMs) })
          .returning({ id: tokenReservations.id });
        await record(tx, {
          userId,
          kind: 'reserve',
          deltas: negate(taken),
          reference,
          description: `Reserved ${fmt(amount)} tokens`,
          idempotencyKey: `reserve:${reservation!.id}`,
        });
        return { reservationId: reservation!.id, amount };
      });
    },

    /**
     * Charges what the provider reported and gives back the rest; usage beyond the balance is recorded as a
     * shortfall (ledger row and audit event). Settling twice changes nothing.
     */
    async settle(reservationId: string, used: number) {
      const settled = await db.transaction((tx) => releaseInTx(tx, reservationId, 'settle', Math.max(0, Math.round(used))));
      if (!settled) return null;
      const { charged, shortfall, userId, reference } = settled;
      if (shortfall > 0) {
        await audit?.record({
          action: 'tokens.shortfall',
          subject: { id: userId },
          details: { reference, used: settled.used, charged, shortfall },
        });
      }
      await afterBalanceChange?.(userId);
      if (charged > 0) await afterCharge?.(userId);
      return { charged };
    },

    async release(reservationId: string) {
      const released = await db.transaction((tx) => releaseInTx(tx, reservationId, 'release', 0));
      if (released) await afterBalanceChange?.(released.userId);
      return released && { charged: released.charged };
    },

    /**
     * Records `entry` only if `allowed` agrees, deciding under the lock on the account the entry credits, so
     * concurrent callers checking the same limit see each other's rows. `allowed` may write in the same transaction.
     */
    async applyIf(entry: LedgerEntryInput, allowed: (tx: Tx) => Promise<boolean>): Promise<boolean> {
      const recorded = await db.transaction(async (tx) => {
        await lockAccount(tx, entry.userId);
        if (!(await allowed(tx))) return false;
        return record(tx, entry);
      });
      if (recorded) await afterBalanceChange?.(entry.userId);
      return recorded;
    },

    /** Releases reservations whose call never settled (a crash between reserve and settle). */
    async sweepExpired(now = new Date()): Promise<number> {
      const stale = await db
        .select({ id: tokenReservations.id })
        .from(tokenReservations)
        .where(and(eq(tokenReservations.status, 'open'), lt(tokenReservations.expiresAt, now)));
      for (const { id } of stale) await db.transaction((tx) => releaseInTx(tx, id, 'release', 0));
      return stale.length;
    },
  };
}

export type TokenLedger = ReturnType<typeof createTokenLedger>;
export type LedgerTx = Tx;
