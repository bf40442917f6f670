import { asc, desc, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { NoticeListener } from '../db/notifications';
import { liveEvents } from '../db/schema';
import type { LiveFeed, StoredEvent } from '../features/live/feed';

const CHANNEL = 'live_events';

const columns = { id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data, audienceKey: liveEvents.audienceKey };

/**
 * The live channel through PostgreSQL, for instances without Redis. Publishers take one advisory lock until commit,
 * so ids become visible in order and a reader that has seen id n never later finds a smaller one; the NOTIFY carries
 * only the id (its payload is limited to 8000 bytes), and listeners read the rows.
 */
export function createPostgresLiveFeed({ database, keep = 1000 }: { database: Database; keep?: number }): LiveFeed {
  const { db } = database;
  let listener: NoticeListener | null = null;

  return {
    publish: (event) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('volnadraft.live_events'))`);
        const [row] = await tx
          .insert(liveEvents)
          .values({ audienceKey: event.audienceKey, kind: event.kind, data: event.data ?? null })
          .returning({ id: liveEvents.id });
        if (!row) throw new Error('live event not stored');
        await tx.delete(liveEvents).where(lte(liveEvents.id, row.id - keep));
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(row.id)})`);
        return row.id;
      }),
    since: async (afterId, limit) =>
      (await db.select(columns).from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit)) as StoredEvent[],
    recent: async (limit) =>
      ((await db.select(columns).from(liveEvents).orderBy(desc(liveEvents.id)).limit(limit)) as StoredEvent[]).reverse(),
    async listen(handlers) {
      // A reset (the listening connection lost or back) may have dropped notices: catch up as for one.
      listener = await database.listen(CHANNEL, { notice: () => handlers.notice(), reset: () => handlers.notice() });
    },
    async close() {
      await listener?.close();
    },
  };
}
