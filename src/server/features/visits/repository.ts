import { pageVisits } from '../../db/schema';
import type { Db } from '../../db/client';

export function createVisitsRepository(db: Db) {
  return {
    async insert(visit: { path: string; userId: string | null; visitedAt: Date }): Promise<void> {
      await db.insert(pageVisits).values(visit);
    },
  };
}

export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
