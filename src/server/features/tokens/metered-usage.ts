import { meteredUsage } from '../../db/schema';
import type { LedgerTx } from './ledger';

export interface MeteredCallRow {
  userId: string;
  /** Both null for personal work. */
  firmId: string | null;
  matterId: string | null;
  /** What the call used (the provider's report), whoever paid for it. */
  tokens: number;
  reference: string | null;
}

/**
 * One row per settled model call (ADR 025), written in the settle's own transaction so usage by matter and member,
 * its CSV and the monthly caps count exactly the calls that were charged.
 */
export async function recordMeteredCall(tx: LedgerTx, row: MeteredCallRow): Promise<void> {
  await tx.insert(meteredUsage).values({ ...row, reference: row.reference ?? 'unknown' });
}
