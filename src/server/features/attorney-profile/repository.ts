import { eq } from 'drizzle-orm';
import { attorneyProfileSchema, type AttorneyProfile } from '../../../shared/api/attorney-profile';
import type { Db } from '../../db/client';
import { attorneyProfiles } from '../../db/schema';

/** The user's own attorney profile, one row per user; every query is scoped to the acting user. */
export function createAttorneyProfileRepository(db: Db) {
  return {
    /** The saved profile and when it was saved, or null when the user has not saved one. */
    async find(userId: string): Promise<{ profile: AttorneyProfile; updatedAt: Date } | null> {
      const [row] = await db.select().from(attorneyProfiles).where(eq(attorneyProfiles.userId, userId));
      return row ? { profile: attorneyProfileSchema.parse({ ...row.profile, barState: row.barState }), updatedAt: row.updatedAt } : null;
    },

    async save(userId: string, { barState, ...profile }: AttorneyProfile): Promise<Date> {
      const updatedAt = new Date();
      await db
        .insert(attorneyProfiles)
        .values({ userId, profile, barState, updatedAt })
        .onConflictDoUpdate({ target: attorneyProfiles.userId, set: { profile, barState, updatedAt } });
      return updatedAt;
    },
  };
}

export type AttorneyProfileRepository = ReturnType<typeof createAttorneyProfileRepository>;

/**
 * A new draft's intake with the profile's values where the intake leaves an attorney field out or empty: the draft
 * overrides the profile field by field. A value not given (empty, or a bar state not chosen) fills nothing.
 */
export function withAttorneyProfile<T extends Record<string, unknown>>(intake: T, profile: AttorneyProfile | null, fieldIds: string[]): T {
  if (!profile) return intake;
  const filled: Record<string, unknown> = { ...intake };
  for (const [id, value] of Object.entries(profile)) {
    const given = filled[id];
    if (fieldIds.includes(id) && typeof value === 'string' && value !== '' && (given === undefined || (typeof given === 'string' && given.trim() === ''))) filled[id] = value;
  }
  return filled as T;
}
