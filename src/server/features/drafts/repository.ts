import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { drafts, draftVersions } from '../../db/schema';

export type DraftRow = typeof drafts.$inferSelect;
export type VersionRow = typeof draftVersions.$inferSelect;
type DraftChanges = Partial<
  Pick<DraftRow, 'titleEncrypted' | 'contentEncrypted' | 'status' | 'generationStartedAt' | 'generationLeaseUntil' | 'generatedBy' | 'wordCount'>
>;

// PostgreSQL's unique_violation; drizzle wraps the driver's error as `cause`.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * Drafts and their versions. Every query is scoped to the acting user, so another user's draft id reads as absent
 * (the routes answer 404 and never reveal that it exists). Content arrives and leaves encrypted.
 */
export function createDraftsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(drafts.userId, userId), eq(drafts.id, id));

  return {
    async insert(values: typeof drafts.$inferInsert): Promise<DraftRow> {
      const [row] = await db.insert(drafts).values(values).returning();
      return row!;
    },

    async find(userId: string, id: string): Promise<DraftRow | null> {
      const [row] = await db.select().from(drafts).where(owned(userId, id));
      return row ?? null;
    },

    /** A page of the user's drafts, most recently changed first (ties by id), starting after `after`. */
    async list({ userId, after, limit }: { userId: string; after: RecencyKey | null; limit: number }): Promise<DraftRow[]> {
      const afterKey = after
        ? or(lt(drafts.updatedAt, after.updatedAt), and(eq(drafts.updatedAt, after.updatedAt), lt(drafts.id, after.id)))
        : undefined;
      return db.select().from(drafts).where(and(eq(drafts.userId, userId), afterKey)).orderBy(desc(drafts.updatedAt), desc(drafts.id)).limit(limit);
    },

    /**
     * Saves changes and moves the revision on. With `baseRevision` the write happens only if nobody saved since
     * that revision (null otherwise: the caller reports the conflict).
     */
    async update(userId: string, id: string, changes: DraftChanges, baseRevision?: number): Promise<DraftRow | null> {
      const where = baseRevision === undefined ? owned(userId, id) : and(owned(userId, id), eq(drafts.revision, baseRevision));
      const [row] = await db
        .update(drafts)
        .set({ ...changes, revision: sql`${drafts.revision} + 1`, updatedAt: new Date() })
        .where(where)
        .returning();
      return row ?? null;
    },

    /**
     * Takes the draft for a generation until `leaseUntil`: only when no generation holds it, or the lease of the one
     * that does has lapsed (its process died). Returns the row as taken, or null when another generation holds it.
     */
    async claimForGeneration(userId: string, id: string, leaseUntil: Date): Promise<DraftRow | null> {
      const now = new Date();
      const free = or(sql`${drafts.status} <> 'generating'`, sql`${drafts.generationLeaseUntil} is null`, lt(drafts.generationLeaseUntil, now));
      const [row] = await db
        .update(drafts)
        .set({ status: 'generating', generationStartedAt: now, generationLeaseUntil: leaseUntil })
        .where(and(owned(userId, id), free))
        .returning();
      return row ?? null;
    },

    /**
     * The running generation's heartbeat: moves its lease on, without a new revision (the studio's saves name one).
     * False when the draft is no longer held by the generation that began at `startedAt`.
     */
    async renewGeneration(userId: string, id: string, startedAt: Date, leaseUntil: Date): Promise<boolean> {
      const held = and(owned(userId, id), eq(drafts.status, 'generating'), eq(drafts.generationStartedAt, startedAt));
      const rows = await db.update(drafts).set({ generationLeaseUntil: leaseUntil }).where(held).returning({ id: drafts.id });
      return rows.length > 0;
    },

    async addTokens(userId: string, id: string, tokens: number): Promise<void> {
      if (tokens <= 0) return;
      await db.update(drafts).set({ tokensUsed: sql`${drafts.tokensUsed} + ${tokens}` }).where(owned(userId, id));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(drafts).where(owned(userId, id)).returning({ id: drafts.id });
      return deleted.length > 0;
    },

    /** Appends a version numbered after the draft's latest; concurrent appends retry on the unique number. */
    async addVersion(values: Omit<typeof draftVersions.$inferInsert, 'number'>): Promise<VersionRow> {
      for (let attempt = 0; ; attempt++) {
        const next = sql<number>`(select coalesce(max(number), 0) + 1 from draft_versions where draft_id = ${values.draftId})`;
        try {
          const [row] = await db.insert(draftVersions).values({ ...values, number: next }).returning();
          return row!;
        } catch (error) {
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    async versions(userId: string, draftId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(draftVersions)
        .where(and(eq(draftVersions.userId, userId), eq(draftVersions.draftId, draftId)))
        .orderBy(desc(draftVersions.number));
    },

    async latestVersion(userId: string, draftId: string): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(draftVersions)
        .where(and(eq(draftVersions.userId, userId), eq(draftVersions.draftId, draftId)))
        .orderBy(desc(draftVersions.number))
        .limit(1);
      return row ?? null;
    },

    async findVersion(userId: string, draftId: string, versionId: string): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(draftVersions)
        .where(and(eq(draftVersions.userId, userId), eq(draftVersions.draftId, draftId), eq(draftVersions.id, versionId)));
      return row ?? null;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
