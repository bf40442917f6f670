import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { MatterRef } from '../../../shared/api/matters';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { drafts, draftVersions, matters, users } from '../../db/schema';
import { createMatterAccess, matterFilter, matterRefColumns, writtenRow } from '../matters/access';

/** A draft with the matter it belongs to and the name of who saved it last. */
export type DraftRow = typeof drafts.$inferSelect & { matter: MatterRef; updatedByName: string | null };
/** A version with the name of the member who made it. */
export type VersionRow = typeof draftVersions.$inferSelect & { authorName: string | null };
type DraftChanges = Partial<
  Pick<DraftRow, 'titleEncrypted' | 'contentEncrypted' | 'status' | 'generationStartedAt' | 'generationLeaseUntil' | 'generatedBy' | 'wordCount'>
>;

// PostgreSQL's unique_violation; drizzle wraps the driver's error as `cause`.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * Drafts and their versions. Every query is scoped to what the acting user may see (`visibleTo`: their personal
 * drafts and those of the matters they are a member of), so any other draft id reads as absent (the routes answer
 * 404 and never reveal that it exists). Content arrives and leaves encrypted.
 */
export function createDraftsRepository(db: Db) {
  const access = createMatterAccess(db);
  const visible = (userId: string, id: string) => and(eq(drafts.id, id), access.visibleTo({ userId: drafts.userId, matterId: drafts.matterId }, userId));
  /** The ids of the one draft the user may see, for the versions' queries. */
  const visibleDraft = (userId: string, id: string) => inArray(draftVersions.draftId, db.select({ id: drafts.id }).from(drafts).where(visible(userId, id)));

  const selectDrafts = () =>
    db
      .select({ draft: drafts, matter: matterRefColumns, updatedByName: users.name })
      .from(drafts)
      .leftJoin(matters, eq(matters.id, drafts.matterId))
      .leftJoin(users, eq(users.id, drafts.updatedBy));
  const toRow = ({ draft, matter, updatedByName }: { draft: typeof drafts.$inferSelect; matter: MatterRef; updatedByName: string | null }): DraftRow => ({
    ...draft,
    matter,
    updatedByName,
  });
  const selectVersions = () =>
    db.select({ version: draftVersions, authorName: users.name }).from(draftVersions).leftJoin(users, eq(users.id, draftVersions.authorId));
  const toVersion = ({ version, authorName }: { version: typeof draftVersions.$inferSelect; authorName: string | null }): VersionRow => ({ ...version, authorName });

  async function find(userId: string, id: string): Promise<DraftRow | null> {
    const [row] = await selectDrafts().where(visible(userId, id));
    return row ? toRow(row) : null;
  }

  return {
    find,

    async insert(values: typeof drafts.$inferInsert): Promise<DraftRow> {
      await db.insert(drafts).values({ ...values, updatedBy: values.userId });
      return writtenRow(await find(values.userId, values.id));
    },

    /** A page of the drafts the user may see, most recently changed first (ties by id), starting after `after`. */
    async list({ userId, matterId, after, limit }: { userId: string; matterId?: string; after: RecencyKey | null; limit: number }): Promise<DraftRow[]> {
      const afterKey = after
        ? or(lt(drafts.updatedAt, after.updatedAt), and(eq(drafts.updatedAt, after.updatedAt), lt(drafts.id, after.id)))
        : undefined;
      const rows = await selectDrafts()
        .where(and(access.visibleTo({ userId: drafts.userId, matterId: drafts.matterId }, userId), matterFilter(drafts.matterId, matterId), afterKey))
        .orderBy(desc(drafts.updatedAt), desc(drafts.id))
        .limit(limit);
      return rows.map(toRow);
    },

    /**
     * Saves changes as the acting user and moves the revision on. With `baseRevision` the write happens only if
     * nobody saved since that revision (null otherwise: the caller reports the conflict).
     */
    async update(userId: string, id: string, changes: DraftChanges, baseRevision?: number): Promise<DraftRow | null> {
      const where = baseRevision === undefined ? visible(userId, id) : and(visible(userId, id), eq(drafts.revision, baseRevision));
      const updated = await db
        .update(drafts)
        .set({ ...changes, updatedBy: userId, revision: sql`${drafts.revision} + 1`, updatedAt: new Date() })
        .where(where)
        .returning({ id: drafts.id });
      return updated.length > 0 ? find(userId, id) : null;
    },

    /**
     * Takes the draft for a generation until `leaseUntil`: only when no generation holds it, or the lease of the one
     * that does has lapsed (its process died). Returns the row as taken, or null when another generation holds it.
     */
    async claimForGeneration(userId: string, id: string, leaseUntil: Date): Promise<DraftRow | null> {
      const now = new Date();
      const free = or(sql`${drafts.status} <> 'generating'`, sql`${drafts.generationLeaseUntil} is null`, lt(drafts.generationLeaseUntil, now));
      const claimed = await db
        .update(drafts)
        .set({ status: 'generating', generationStartedAt: now, generationLeaseUntil: leaseUntil })
        .where(and(visible(userId, id), free))
        .returning({ id: drafts.id });
      return claimed.length > 0 ? find(userId, id) : null;
    },

    /**
     * The running generation's heartbeat: moves its lease on, without a new revision (the studio's saves name one).
     * False when the draft is no longer held by the generation that began at `startedAt`.
     */
    async renewGeneration(userId: string, id: string, startedAt: Date, leaseUntil: Date): Promise<boolean> {
      const held = and(visible(userId, id), eq(drafts.status, 'generating'), eq(drafts.generationStartedAt, startedAt));
      const rows = await db.update(drafts).set({ generationLeaseUntil: leaseUntil }).where(held).returning({ id: drafts.id });
      return rows.length > 0;
    },

    async addTokens(userId: string, id: string, tokens: number): Promise<void> {
      if (tokens <= 0) return;
      await db.update(drafts).set({ tokensUsed: sql`${drafts.tokensUsed} + ${tokens}` }).where(visible(userId, id));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(drafts).where(visible(userId, id)).returning({ id: drafts.id });
      return deleted.length > 0;
    },

    /** Appends a version numbered after the draft's latest; concurrent appends retry on the unique number. */
    async addVersion(values: Omit<typeof draftVersions.$inferInsert, 'number'>): Promise<typeof draftVersions.$inferSelect> {
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
      const rows = await selectVersions().where(visibleDraft(userId, draftId)).orderBy(desc(draftVersions.number));
      return rows.map(toVersion);
    },

    async latestVersion(userId: string, draftId: string): Promise<VersionRow | null> {
      const [row] = await selectVersions().where(visibleDraft(userId, draftId)).orderBy(desc(draftVersions.number)).limit(1);
      return row ? toVersion(row) : null;
    },

    async findVersion(userId: string, draftId: string, versionId: string): Promise<VersionRow | null> {
      const [row] = await selectVersions().where(and(visibleDraft(userId, draftId), eq(draftVersions.id, versionId)));
      return row ? toVersion(row) : null;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
