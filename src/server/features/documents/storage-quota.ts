import { eq, sql } from 'drizzle-orm';
import type { DocumentStorage } from '../../../shared/api/documents';
import { STORAGE_QUOTA } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { documents, firmMembers, firms, matters } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The database, or a transaction on it. */
type Executor = Pick<Db, 'select' | 'execute'>;

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= 1024 * MB ? `${(bytes / (1024 * MB)).toFixed(1)} GB` : `${(bytes / MB).toFixed(1)} MB`);
const total = sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`.mapWith(Number);

const accountUsed = async (db: Executor, userId: string) =>
  (await db.select({ total }).from(documents).where(eq(documents.userId, userId)))[0]?.total ?? 0;

const firmUsed = async (db: Executor, firmId: string) =>
  (await db.select({ total }).from(documents).innerJoin(matters, eq(matters.id, documents.matterId)).where(eq(matters.firmId, firmId)))[0]?.total ?? 0;

async function firmOfMatter(db: Executor, matterId: string | null): Promise<string | null> {
  if (!matterId) return null;
  const [row] = await db.select({ firmId: matters.firmId }).from(matters).where(eq(matters.id, matterId));
  return row?.firmId ?? null;
}

/**
 * Refuses (413) a file that would take the uploader's account, or the firm whose matter it goes into, past its
 * quota. Inside a transaction after `lockQuotas`, what it reads cannot change before the insert commits.
 */
export async function checkQuota(db: Executor, scope: { userId: string; matterId: string | null }, sizeBytes: number): Promise<void> {
  const account = await accountUsed(db, scope.userId);
  if (account + sizeBytes > STORAGE_QUOTA.accountBytes) {
    throw new AppError('invalid-argument', `Your documents take ${size(account)} of your ${size(STORAGE_QUOTA.accountBytes)} of storage, so this ${size(sizeBytes)} file does not fit. Delete documents you no longer need to make room.`, 413);
  }
  await checkFirmQuota(db, scope.matterId, sizeBytes);
}

/** Refuses (413) a file that would take the firm whose matter it goes into past the firm's quota. */
export async function checkFirmQuota(db: Executor, matterId: string | null, sizeBytes: number): Promise<void> {
  const firmId = await firmOfMatter(db, matterId);
  if (!firmId) return;
  const firm = await firmUsed(db, firmId);
  if (firm + sizeBytes > STORAGE_QUOTA.firmBytes) {
    throw new AppError('invalid-argument', `Your firm's matters hold ${size(firm)} of the firm's ${size(STORAGE_QUOTA.firmBytes)} of storage, so this ${size(sizeBytes)} file does not fit. Ask a firm admin to delete documents the firm no longer needs.`, 413);
  }
}

/**
 * Serialises uploads that count against the same quotas until the transaction ends: the firm's lock first, then the
 * account's (one order everywhere, so two uploads never wait on each other's second lock).
 */
export async function lockQuotas(tx: Executor, scope: { userId: string; matterId: string | null }): Promise<void> {
  const firmId = await firmOfMatter(tx, scope.matterId);
  if (firmId) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`volnadraft:storage:firm:${firmId}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`volnadraft:storage:user:${scope.userId}`}, 0))`);
}

/** What the user's account and each of their firms hold, against their quotas. */
export async function storageUsage(db: Db, userId: string): Promise<DocumentStorage> {
  const memberOf = await db
    .select({ id: firms.id, name: firms.name })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId))
    .orderBy(firms.name);
  return {
    account: { usedBytes: await accountUsed(db, userId), quotaBytes: STORAGE_QUOTA.accountBytes },
    firms: await Promise.all(memberOf.map(async (firm) => ({ ...firm, usedBytes: await firmUsed(db, firm.id), quotaBytes: STORAGE_QUOTA.firmBytes }))),
  };
}
