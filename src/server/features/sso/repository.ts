import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmMembers, firms, firmSso, users } from '../../db/schema';

export type FirmSsoRow = typeof firmSso.$inferSelect;

/** A new claim of the domain: a fresh token, pending from now. */
export type DomainClaimValues = Pick<FirmSsoRow, 'domainToken' | 'domainClaimedAt' | 'domainVerifiedAt' | 'domainCheckedAt'>;

/** Whether a database error is a unique violation (another firm verified the domain first). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Firms' identity provider settings. Reads by firm are for callers that have checked the caller's membership. */
export function createFirmSsoRepository(db: Db) {
  return {
    async ofFirm(firmId: string): Promise<FirmSsoRow | null> {
      const [row] = await db.select().from(firmSso).where(eq(firmSso.firmId, firmId));
      return row ?? null;
    },

    /** The firm whose claim of the domain DNS has proven: the only one that signs its addresses in (issue #40). */
    async ofDomain(emailDomain: string): Promise<FirmSsoRow | null> {
      const [row] = await db.select().from(firmSso).where(and(eq(firmSso.emailDomain, emailDomain), isNotNull(firmSso.domainVerifiedAt)));
      return row ?? null;
    },

    /** The firm's name and its first owner, whom a person refused a password sign-in is told to ask. */
    async contactOf(firmId: string): Promise<{ name: string; ownerName: string; ownerEmail: string } | null> {
      const [row] = await db
        .select({ name: firms.name, ownerName: users.name, ownerEmail: users.email })
        .from(firms)
        .innerJoin(firmMembers, and(eq(firmMembers.firmId, firms.id), eq(firmMembers.role, 'owner')))
        .innerJoin(users, eq(users.id, firmMembers.userId))
        .where(eq(firms.id, firmId))
        .orderBy(asc(firmMembers.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Saves the settings; `claim` starts a new claim of the domain (a new domain, or one whose claim expired). */
    async save(values: Omit<typeof firmSso.$inferInsert, 'createdAt' | 'updatedAt' | keyof DomainClaimValues>, claim: DomainClaimValues | null): Promise<FirmSsoRow> {
      // Everything but the key is what an owner's later save changes.
      const { firmId: _key, ...changes } = values;
      const [row] = await db
        .insert(firmSso)
        .values({ ...values, ...claim })
        .onConflictDoUpdate({ target: firmSso.firmId, set: { ...changes, ...claim, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** Records what DNS answered for the claim with this token (a stale token, from before a new claim, changes nothing). */
    async recordCheck(firmId: string, token: string, check: { at: Date; found: boolean }): Promise<FirmSsoRow | null> {
      const [current] = await db.select().from(firmSso).where(and(eq(firmSso.firmId, firmId), eq(firmSso.domainToken, token)));
      if (!current) return null;
      const set = check.found
        ? { domainCheckedAt: check.at, domainVerifiedAt: current.domainVerifiedAt ?? check.at }
        : // A verified claim whose record is gone is pending again, with a full claim period to put it back.
          { domainCheckedAt: check.at, domainVerifiedAt: null, domainClaimedAt: current.domainVerifiedAt ? check.at : current.domainClaimedAt };
      const [row] = await db.update(firmSso).set(set).where(and(eq(firmSso.firmId, firmId), eq(firmSso.domainToken, token))).returning();
      return row ?? null;
    },

    /** Verified claims DNS has not been asked about since `before`, in firm order, from after the firm `after`. */
    async verifiedCheckedBefore(before: Date, limit: number, after: string | null = null): Promise<FirmSsoRow[]> {
      return db
        .select()
        .from(firmSso)
        .where(
          and(
            isNotNull(firmSso.domainVerifiedAt),
            or(isNull(firmSso.domainCheckedAt), lt(firmSso.domainCheckedAt, before)),
            after === null ? undefined : gt(firmSso.firmId, after),
          ),
        )
        .orderBy(asc(firmSso.firmId))
        .limit(limit);
    },

    /** Firms that ask for single sign-on only, with their owners' addresses, for the admins. */
    async requiring(): Promise<Array<FirmSsoRow & { firmName: string; ownerEmails: string[] }>> {
      const rows = await db
        .select({ sso: firmSso, firmName: firms.name, ownerEmail: users.email })
        .from(firmSso)
        .innerJoin(firms, eq(firms.id, firmSso.firmId))
        .leftJoin(firmMembers, and(eq(firmMembers.firmId, firms.id), eq(firmMembers.role, 'owner')))
        .leftJoin(users, eq(users.id, firmMembers.userId))
        .where(eq(firmSso.required, true))
        .orderBy(asc(firms.name));
      const byFirm = new Map<string, FirmSsoRow & { firmName: string; ownerEmails: string[] }>();
      for (const row of rows) {
        const entry = byFirm.get(row.sso.firmId) ?? { ...row.sso, firmName: row.firmName, ownerEmails: [] };
        if (row.ownerEmail) entry.ownerEmails.push(row.ownerEmail);
        byFirm.set(row.sso.firmId, entry);
      }
      return [...byFirm.values()];
    },

    async liftRequirement(firmId: string): Promise<FirmSsoRow | null> {
      const [row] = await db.update(firmSso).set({ required: false, updatedAt: new Date() }).where(and(eq(firmSso.firmId, firmId), eq(firmSso.required, true))).returning();
      return row ?? null;
    },

    async remove(firmId: string): Promise<boolean> {
      return (await db.delete(firmSso).where(eq(firmSso.firmId, firmId)).returning({ firmId: firmSso.firmId })).length > 0;
    },
  };
}

export type FirmSsoRepository = ReturnType<typeof createFirmSsoRepository>;

/** The domain of an address, lower case. */
export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';
