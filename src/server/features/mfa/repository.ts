import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneVerifications } from '../../db/schema';

/** Pending phone checks during enrolment, one per user. */
export function createPhoneVerificationsRepository(db: Db) {
  return {
    async upsert(userId: string, pending: { phoneNumber: string; codeHash: string; expiresAt: Date }) {
      await db
        .insert(phoneVerifications)
        .values({ userId, ...pending, attempts: 0 })
        .onConflictDoUpdate({ target: phoneVerifications.userId, set: { ...pending, attempts: 0 } });
    },
    async find(userId: string) {
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
      return row ?? null;
    },
    /**
     * Counts one attempt before the code is compared, in one conditional UPDATE, so parallel guesses cannot all pass
     * the limit (ADR 033); the pending check as it stands, or null when `max` attempts are already counted (or none).
     */
    async reserveAttempt(userId: string, max: number) {
      const [row] = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.userId, userId), lt(phoneVerifications.attempts, max)))
        .returning();
      return row ?? null;
    },
    async remove(userId: string) {
      await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    },
  };
}

export type PhoneVerificationsRepository = ReturnType<typeof createPhoneVerificationsRepository>;
