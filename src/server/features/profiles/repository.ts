import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

// No 0/O or 1/I/L: a code read aloud or copied by hand survives.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function generateReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export function splitDisplayName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Profiles, always read and written for one user. */
export function createProfilesRepository(db: Db) {
  return {
    async createFor(user: { id: string; name: string }): Promise<void> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await db
          .insert(profiles)
          .values({ userId: user.id, ...splitDisplayName(user.name), referralCode: generateReferralCode() })
          .onConflictDoNothing()
          .returning({ userId: profiles.userId });
        if (inserted.length > 0) return;
        const [existing] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, user.id));
        if (existing) return;
      }
      throw new Error('could not allocate a unique referral code');
    },

    async findWithUser(userId: string) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async findByReferralCode(code: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.referralCode, code.toUpperCase()));
      return row ?? null;
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },

    async setVerifiedPhone(userId: string, phoneNumber: string | null): Promise<void> {
      await db
        .update(profiles)
        .set({ phoneNumber, phoneVerifiedAt: phoneNumber ? new Date() : null })
        .where(eq(profiles.userId, userId));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
