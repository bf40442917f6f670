import { isFirmReservation, type FirmPoolLedger } from '../firm-pool/pool-ledger';
import type { TokenLedger } from './ledger';

/**
 * The ledger every model call meters through (ADR 025): a call on something in a matter reserves from the matter's
 * firm's pool (under the member's monthly cap), anything else from the user's own balance as before. The pool's
 * reservation ids are prefixed, so settle and release go back to whichever reserved. Everything else (grants,
 * purchases, balances) is the user's ledger unchanged.
 */
export function createMeteredLedger({ user, pool }: { user: TokenLedger; pool: FirmPoolLedger }): TokenLedger {
  return {
    ...user,

    reserve: ({ userId, amount, reference, matterId }) =>
      matterId ? pool.reserve({ userId, amount, reference, matterId }) : user.reserve({ userId, amount, reference }),

    settle: (reservationId, used) => (isFirmReservation(reservationId) ? pool.settle(reservationId, used) : user.settle(reservationId, used)),

    release: (reservationId) => (isFirmReservation(reservationId) ? pool.release(reservationId) : user.release(reservationId)),

    /** Both kinds of stale reservation: the users' and the firms' pools'. */
    async sweepExpired(now = new Date()) {
      return (await user.sweepExpired(now)) + (await pool.sweepExpired(now));
    },
  };
}
