import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corpusImportJobs } from '../../db/schema';
import { isInterrupted } from './lease';

export type ImportJobRow = typeof corpusImportJobs.$inferSelect;
export type ImportJobUpdate = Partial<Omit<typeof corpusImportJobs.$inferInsert, 'id' | 'createdAt'>>;

export const ACTIVE_STATES = ['queued', 'downloading', 'importing'] as const;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** The corpus import jobs. They belong to the server, not to a user: `created_by` only records who started one. */
export function createImportJobsRepository(db: Db) {
  return {
    /** Null when another import is unfinished (one at a time, held by a unique index). */
    async create(values: Pick<ImportJobRow, 'sourceKind' | 'source' | 'fileName' | 'localPath' | 'createdBy'> & { complete?: boolean }) {
      try {
        const [row] = await db.insert(corpusImportJobs).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async update(id: number, values: ImportJobUpdate): Promise<void> {
      await db.update(corpusImportJobs).set({ ...values, updatedAt: sql`now()` }).where(eq(corpusImportJobs.id, id));
    },

    async get(id: number): Promise<ImportJobRow | null> {
      const [row] = await db.select().from(corpusImportJobs).where(eq(corpusImportJobs.id, id));
      return row ?? null;
    },

    async latest(limit: number): Promise<ImportJobRow[]> {
      return db.select().from(corpusImportJobs).orderBy(desc(corpusImportJobs.id)).limit(limit);
    },

    /** The unfinished import as `/api/research/status` shows it, or null. */
    async current() {
      const [row] = await this.unfinished();
      if (!row) return null;
      return {
        fileName: row.fileName,
        state: isInterrupted(row) ? ('interrupted' as const) : row.heartbeatAt ? ('running' as const) : ('queued' as const),
        records: row.records,
        cases: row.cases,
        opinions: row.opinions,
        edges: row.edges,
        fraction: row.importFraction,
        resumes: row.resumes,
      };
    },

    async unfinished(): Promise<ImportJobRow[]> {
      return db.select().from(corpusImportJobs).where(inArray(corpusImportJobs.state, [...ACTIVE_STATES]));
    },
  };
}
export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
