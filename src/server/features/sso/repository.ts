import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmSso } from '../../db/schema';

export type FirmSsoRow = typeof firmSso.$inferSelect;

/** Firms' identity provider settings. Reads by firm are for callers that have checked the caller's membership. */
export function createFirmSsoRepository(db: Db) {
  return {
    async ofFirm(firmId: string): Promise<FirmSsoRow | null> {
      const [row] = await db.select().from(firmSso).where(eq(firmSso.firmId, firmId));
      return row ?? null;
    },

    async ofDomain(emailDomain: string): Promise<FirmSsoRow | null> {
      const [row] = await db.select().from(firmSso).where(eq(firmSso.emailDomain, emailDomain));
      return row ?? null;
    },

    async save(values: Omit<typeof firmSso.$inferInsert, 'createdAt' | 'updatedAt'>): Promise<FirmSsoRow> {
      // Everything but the key is what an owner's later save changes.
      const { firmId: _key, ...changes } = values;
      const [row] = await db
        .insert(firmSso)
        .values(values)
        .onConflictDoUpdate({ target: firmSso.firmId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async remove(firmId: string): Promise<boolean> {
      return (await db.delete(firmSso).where(eq(firmSso.firmId, firmId)).returning({ firmId: firmSso.firmId })).length > 0;
    },
  };
}

export type FirmSsoRepository = ReturnType<typeof createFirmSsoRepository>;

/** The domain of an address, lower case. */
export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';
