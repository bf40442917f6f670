import { eq } from 'drizzle-orm';
import { playbookPositionSchema, type PlaybookPosition } from '../../../shared/api/documents';
import type { Db } from '../../db/client';
import { playbooks } from '../../db/schema';

const storedPositionsSchema = playbookPositionSchema.array();

/** The user's own playbook, one row per user; every query is scoped to the acting user. */
export function createPlaybookRepository(db: Db) {
  return {
    /** The saved positions, or null when the user has not saved a playbook. */
    async find(userId: string): Promise<PlaybookPosition[] | null> {
      const [row] = await db.select({ positions: playbooks.positions }).from(playbooks).where(eq(playbooks.userId, userId));
      return row ? storedPositionsSchema.parse(row.positions) : null;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(playbooks).where(eq(playbooks.userId, userId));
    },

    async save(userId: string, positions: PlaybookPosition[]): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(playbooks)
        .values({ userId, positions, updatedAt })
        .onConflictDoUpdate({ target: playbooks.userId, set: { positions, updatedAt } });
    },
  };
}

export type PlaybookRepository = ReturnType<typeof createPlaybookRepository>;
