import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmMembers, firms, firmTokenLedger, firmTokenPools, firmTokenReservations, matterMembers, matters, meteredUsage } from '../../db/schema';
import type { AuditLog } from '../audit/audit-log';
import { matterNotFound } from '../matters/access';
import { InsufficientTokensError } from '../tokens/errors';
import type { LedgerTx } from '../tokens/ledger';
import { recordMeteredCall } from '../tokens/metered-usage';

type Tx = LedgerTx;
type PoolKind = (typeof firmTokenLedger.$inferInsert)['kind'];

const fmt = (n: number) => n.toLocaleString('en-US');

/** The reservation ids the pool hands out carry this prefix, so a settle or release finds its way back to the pool. */
export const FIRM_RESERVATION_PREFIX = 'firm:';
export const isFirmReservation = (reservationId: string) => reservationId.startsWith(FIRM_RESERVATION_PREFIX);

/** The first instant of `at`'s calendar month in UTC: monthly caps count from there (ADR 025). */
export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

export interface PoolEntry {
  firmId: string;
  /** Whose call or payment it was; null for a grant nobody made. */
  userId: string | null;
  matterId?: string | null;
  kind: PoolKind;
  /** Signed change to the pool. */
  amount: number;
  reference?: string | null;
  description: string;
  /** The same key twice changes the pool once (a replayed webhook, a retried transfer). */
  idempotencyKey: string;
}

export interface FirmPoolLedgerOptions {
  reservationTtlMs: number;
  /** Where usage the pool could not pay is recorded as `tokens.shortfall`. */
  audit?: Pick<AuditLog, 'record'>;
  /** After a settle that charged the pool, once committed: the member's call counts for the referral reward (ADR 010). */
  afterCharge?: (userId: string) => Promise<void>;
  now?: () => Date;
}

/** The refusal when a call would take a member past their monthly cap at the firm. */
export const capReached = ({ firm, cap, drawn, needed }: { firm: string; cap: number; drawn: number; needed: number }) =>
  new InsufficientTokensError(needed, Math.max(cap - drawn, 0), {
    message:
      `You have reached your monthly limit of ${fmt(cap)} tokens at ${firm}: this request needs ${fmt(needed)} and ` +
      `${fmt(Math.max(cap - drawn, 0))} remain this month. Ask a firm owner or admin to raise it.`,
    upgradeMessage: `This is your monthly limit of ${fmt(cap)} tokens at ${firm}; ask a firm owner or admin to raise it.`,
    error: 'monthly-cap-reached',
  });

/** The refusal when the firm's pool cannot cover a call. */
export const poolShort = ({ firm, pool, needed }: { firm: string; pool: number; needed: number }) =>
  new InsufficientTokensError(needed, pool, {
    message: `${firm}'s token pool holds ${fmt(pool)} tokens and this request needs ${fmt(needed)}. A firm owner or admin can buy a token pack for the firm.`,
    upgradeMessage: `${firm}'s token pool is short; a firm owner or admin can buy a token pack for the firm.`,
    error: 'firm-pool-insufficient',
  });

/**
 * A firm's token pool (ADR 025), kept like a user's balance (ADR 005): every change is an append-only row of
 * `firm_token_ledger` applied to `firm_token_pools` in the same transaction under a lock on the pool's row, so
 * concurrent calls never overdraw it and the pool always equals the sum of its ledger.
 */
export function createFirmPoolLedger(db: Db, { reservationTtlMs, audit, afterCharge, now = () => new Date() }: FirmPoolLedgerOptions) {
  /** Locks the firm's pool for this transaction, creating an empty one on first use; returns its tokens. */
  async function lockPool(tx: Tx, firmId: string): Promise<number> {
    await tx.insert(firmTokenPools).values({ firmId }).onConflictDoNothing();
    const [row] = await tx.select({ tokens: firmTokenPools.tokens }).from(firmTokenPools).where(eq(firmTokenPools.firmId, firmId)).for('update');
    return Number(row!.tokens);
  }

  /** Records one entry and applies it to the (locked) pool; false when its idempotency key was already used. */
  async function record(tx: Tx, entry: PoolEntry): Promise<boolean> {
    const inserted = await tx
      .insert(firmTokenLedger)
      .values({ ...entry, matterId: entry.matterId ?? null, reference: entry.reference ?? null })
      .onConflictDoNothing({ target: firmTokenLedger.idempotencyKey })
      .returning({ id: firmTokenLedger.id });
    if (inserted.length === 0) return false;
    await tx
      .update(firmTokenPools)
      .set({ tokens: sql`${firmTokenPools.tokens} + ${entry.amount}`, updatedAt: new Date() })
      .where(eq(firmTokenPools.firmId, entry.firmId));
    return true;
  }

  /** What the member has drawn from the firm's pool this month: settled calls, plus what their open calls hold. */
  async function drawnThisMonth(tx: Tx, firmId: string, userId: string): Promise<number> {
    const [settled] = await tx
      .select({ n: sql<string>`coalesce(sum(${meteredUsage.tokens}), 0)` })
      .from(meteredUsage)
      .where(and(eq(meteredUsage.firmId, firmId), eq(meteredUsage.userId, userId), gte(meteredUsage.createdAt, monthStart(now()))));
    const [held] = await tx
      .select({ n: sql<string>`coalesce(sum(${firmTokenReservations.amount}), 0)` })
      .from(firmTokenReservations)
      .where(and(eq(firmTokenReservations.firmId, firmId), eq(firmTokenReservations.userId, userId), eq(firmTokenReservations.status, 'open')));
    return Number(settled!.n) + Number(held!.n);
  }

  /**
   * How much more than its reservation a call may charge before its member passes their monthly cap: the cap less
   * what they drew this month, which already counts this open reservation. Read under the pool's lock, as at reserve.
   */
  async function capRoom(tx: Tx, reservation: { firmId: string; userId: string }): Promise<number> {
    const [seat] = await tx
      .select({ cap: firmMembers.monthlyTokenCap })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, reservation.firmId), eq(firmMembers.userId, reservation.userId)));
    if (!seat || seat.cap === null) return Number.POSITIVE_INFINITY;
    return Math.max(seat.cap - (await drawnThisMonth(tx, reservation.firmId, reservation.userId)), 0);
  }

  async function finish(tx: Tx, reservationId: string, kind: 'settle' | 'release', used: number) {
    const id = reservationId.slice(FIRM_RESERVATION_PREFIX.length);
    const [reservation] = await tx.select().from(firmTokenReservations).where(eq(firmTokenReservations.id, id)).for('update');
    if (!reservation || reservation.status !== 'open') return null;
    const pool = await lockPool(tx, reservation.firmId);
    const refund = Math.max(reservation.amount - used, 0);
    // Usage beyond the estimate is charged too, but only what the pool holds (it never goes below zero) and what is
    // left of the member's cap (a cap holds like a balance, ADR 033); the rest is the shortfall.
    const extra = Math.min(pool, await capRoom(tx, reservation), Math.max(used - reservation.amount, 0));
    const charged = reservation.amount - refund + extra;
    const shortfall = Math.max(used - charged, 0);
    await record(tx, {
      firmId: reservation.firmId,
      userId: reservation.userId,
      matterId: reservation.matterId,
      kind,
      amount: refund - extra,
      reference: reservation.reference,
      description:
        kind === 'release'
          ? 'Reservation released'
          : shortfall > 0
            ? `Used ${fmt(used)} tokens, charged ${fmt(charged)} (pool or monthly cap exhausted)`
            : `Used ${fmt(used)} tokens of ${fmt(reservation.amount)} reserved`,
      idempotencyKey: `${kind}:${id}`,
    });
    await tx
      .update(firmTokenReservations)
      .set({ status: kind === 'release' ? 'released' : 'settled' })
      .where(eq(firmTokenReservations.id, id));
    if (kind === 'settle') {
      await recordMeteredCall(tx, { userId: reservation.userId, firmId: reservation.firmId, matterId: reservation.matterId, tokens: used, reference: reservation.reference });
    }
    return { charged, shortfall, used, reservation };
  }

  return {
    /**
     * Holds `amount` tokens of the pool of `matterId`'s firm for a call by `userId`, a member of the matter. Refused
     * with the spec's 403 when it would take the member past their monthly cap or the pool cannot cover it; a user
     * who is not a member of the matter (or no longer of its firm) gets the matter's 404.
     */
    async reserve({ userId, matterId, amount, reference }: { userId: string; matterId: string; amount: number; reference: string }) {
      return db.transaction(async (tx) => {
        const [matter] = await tx.select({ firmId: matters.firmId }).from(matters).where(eq(matters.id, matterId));
        if (!matter) throw matterNotFound();
        const pool = await lockPool(tx, matter.firmId);
        // Read under the pool's lock, so a cap or membership changed a moment ago is the one applied.
        const [seat] = await tx
          .select({ firm: firms.name, cap: firmMembers.monthlyTokenCap })
          .from(matterMembers)
          .innerJoin(firmMembers, and(eq(firmMembers.firmId, matter.firmId), eq(firmMembers.userId, userId)))
          .innerJoin(firms, eq(firms.id, matter.firmId))
          .where(and(eq(matterMembers.matterId, matterId), eq(matterMembers.userId, userId)));
        if (!seat) throw matterNotFound();
        if (seat.cap !== null) {
          const drawn = await drawnThisMonth(tx, matter.firmId, userId);
          if (drawn + amount > seat.cap) throw capReached({ firm: seat.firm, cap: seat.cap, drawn, needed: amount });
        }
        if (pool < amount) throw poolShort({ firm: seat.firm, pool, needed: amount });
        const [reservation] = await tx
          .insert(firmTokenReservations)
          .values({ firmId: matter.firmId, userId, matterId, amount, reference, expiresAt: new Date(now().getTime() + reservationTtlMs) })
          .returning({ id: firmTokenReservations.id });
        await record(tx, {
          firmId: matter.firmId,
          userId,
          matterId,
          kind: 'reserve',
          amount: -amount,
          reference,
          description: `Reserved ${fmt(amount)} tokens`,
          idempotencyKey: `reserve:${reservation!.id}`,
        });
        return { reservationId: `${FIRM_RESERVATION_PREFIX}${reservation!.id}`, amount };
      });
    },

    /** Charges the pool what the provider reported, gives back the rest and records the call; twice changes nothing. */
    async settle(reservationId: string, used: number) {
      const settled = await db.transaction((tx) => finish(tx, reservationId, 'settle', Math.max(0, Math.round(used))));
      if (!settled) return null;
      const { charged, shortfall, reservation } = settled;
      if (shortfall > 0) {
        await audit?.record({
          action: 'tokens.shortfall',
          subject: { id: reservation.userId },
          details: { firmId: reservation.firmId, matterId: reservation.matterId, reference: reservation.reference, used: settled.used, charged, shortfall },
        });
      }
      if (charged > 0) await afterCharge?.(reservation.userId);
      return { charged };
    },

    async release(reservationId: string) {
      const released = await db.transaction((tx) => finish(tx, reservationId, 'release', 0));
      return released && { charged: released.charged };
    },

    /** Releases the pool's reservations whose call never settled (a crash between reserve and settle). */
    async sweepExpired(at = new Date()): Promise<number> {
      const stale = await db
        .select({ id: firmTokenReservations.id })
        .from(firmTokenReservations)
        .where(and(eq(firmTokenReservations.status, 'open'), lt(firmTokenReservations.expiresAt, at)));
      for (const { id } of stale) await db.transaction((tx) => finish(tx, `${FIRM_RESERVATION_PREFIX}${id}`, 'release', 0));
      return stale.length;
    },

    /**
     * Adds tokens to a firm's pool once per idempotency key (a purchase, an owner's transfer), in `tx` when given.
     * 'firm-gone' when the firm no longer exists.
     */
    async credit(entry: PoolEntry, tx?: Tx): Promise<'applied' | 'replayed' | 'firm-gone'> {
      const run = async (t: Tx) => {
        const [firm] = await t.select({ id: firms.id }).from(firms).where(eq(firms.id, entry.firmId));
        if (!firm) return 'firm-gone' as const;
        await lockPool(t, entry.firmId);
        return (await record(t, entry)) ? ('applied' as const) : ('replayed' as const);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    async balance(firmId: string): Promise<number> {
      const [row] = await db.select({ tokens: firmTokenPools.tokens }).from(firmTokenPools).where(eq(firmTokenPools.firmId, firmId));
      return row ? Number(row.tokens) : 0;
    },

    /** Pools whose tokens differ from the sum of their ledger (none, unless something bypassed the ledger). */
    async inconsistencies(): Promise<Array<{ firmId: string; tokens: number; ledger: number }>> {
      const sums = db
        .select({ firmId: firmTokenLedger.firmId, total: sql<string>`sum(${firmTokenLedger.amount})`.as('total') })
        .from(firmTokenLedger)
        .groupBy(firmTokenLedger.firmId)
        .as('sums');
      const rows = await db
        .select({ firmId: firmTokenPools.firmId, tokens: firmTokenPools.tokens, ledger: sql<string>`coalesce(${sums.total}, 0)` })
        .from(firmTokenPools)
        .leftJoin(sums, eq(sums.firmId, firmTokenPools.firmId))
        .where(ne(firmTokenPools.tokens, sql`coalesce(${sums.total}, 0)`));
      return rows.map((row) => ({ firmId: row.firmId, tokens: Number(row.tokens), ledger: Number(row.ledger) }));
    },
  };
}

export type FirmPoolLedger = ReturnType<typeof createFirmPoolLedger>;
