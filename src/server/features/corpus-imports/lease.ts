import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { corpusImportJobs } from '../../db/schema';
import type { ImportJobRow } from './repository';

/** A running import renews its lease this often; one not renewed for LEASE_MS belongs to a process that died. */
export const HEARTBEAT_MS = 5_000;
export const LEASE_MS = 30_000;

/** This process, as the owner of the import it runs. */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const ACTIVE = sql`state in ('queued', 'downloading', 'importing')`;

/** An unfinished job that no live process holds: its owner let it go, or stopped renewing the lease. */
export function isInterrupted(row: Pick<ImportJobRow, 'state' | 'owner' | 'heartbeatAt'>, now = Date.now()): boolean {
  if (row.state !== 'queued' && row.state !== 'downloading' && row.state !== 'importing') return false;
  if (row.heartbeatAt === null) return false; // never started: queued, not interrupted
  return row.owner === null || now - row.heartbeatAt.getTime() > LEASE_MS;
}

/**
 * Takes an unfinished job for this process when no live process holds it: never run, released by a stop, or its
 * lease expired. `exclusive` (the embedded database, which one process at a time can open) takes it regardless,
 * since no other process can be running it. A job that had run before counts one more resume. Null when taken.
 */
export async function claimJob(db: Db, id: number, options: { exclusive: boolean }): Promise<ImportJobRow | null> {
  const [row] = await db
    .update(corpusImportJobs)
    .set({
      owner: PROCESS_OWNER,
      heartbeatAt: sql`now()`,
      resumes: sql`${corpusImportJobs.resumes} + case when ${corpusImportJobs.heartbeatAt} is null then 0 else 1 end`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`id = ${id} and ${ACTIVE} and (${options.exclusive} or owner is null
        or heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${LEASE_MS / 1000}))`,
    )
    .returning();
  return row ?? null;
}

/**
 * Renews the lease every HEARTBEAT_MS while the job runs here; `onLost` is called once if the job was cancelled
 * or taken over meanwhile (this process stalled past the lease), so it stops instead of writing beside another.
 */
export function holdLease(db: Db, id: number, onLost: () => void): () => void {
  const timer = setInterval(() => {
    renewLease(db, id)
      .then((held) => {
        if (!held) {
          clearInterval(timer);
          onLost();
        }
      })
      .catch(() => {}); // a database hiccup: the next beat tries again, and the lease outlasts several
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** True while this process still holds the job; the checkpoint's own statement renews it too. */
export async function renewLease(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update corpus_import_jobs set heartbeat_at = now() where id = ${id} and owner = ${PROCESS_OWNER} and ${ACTIVE} returning id`,
  );
  return rows.length > 0;
}

/** On a clean stop: the job stays unfinished but free, so the next process (this one restarted, or another) takes it at once. */
export async function releaseLease(db: Db, id: number): Promise<void> {
  await db.execute(sql`update corpus_import_jobs set owner = null where id = ${id} and owner = ${PROCESS_OWNER}`);
}
