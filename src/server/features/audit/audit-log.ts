import { and, desc, eq, ilike, lt, or } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { containsPattern } from '../admin/search-pattern';

/** Who did something, or whom it concerned: an id, an email, or both (the missing one is looked up). */
export interface AuditParty {
  id?: string | null;
  email?: string | null;
}

export interface AuditEventInput {
  action: AuditAction;
  actor?: AuditParty | null;
  subject?: AuditParty | null;
  ip?: string | null;
  /** Facts about the event (an amount and its reason, the role given). Never passwords, tokens or user content. */
  details?: Record<string, unknown>;
}

export interface AuditListOptions {
  action?: AuditAction;
  q?: string;
  cursor?: number;
  limit: number;
}

type AuditRow = typeof auditEvents.$inferSelect;

const partyOf = (id: string | null, email: string | null) => (id || email ? { id, email } : null);

const toEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: partyOf(row.actorUserId, row.actorEmail),
  subject: partyOf(row.subjectUserId, row.subjectEmail),
  ip: row.ip,
  details: row.details,
});

/**
 * The append-only audit log (the table's trigger refuses edits and deletes). Ids and emails are written as they
 * are at the time, so an event still says who it was after the account is gone.
 */
export function createAuditLog({ db }: { db: Db }) {
  async function resolve(party: AuditParty | null | undefined): Promise<{ id: string | null; email: string | null }> {
    if (!party || (!party.id && !party.email)) return { id: null, email: null };
    if (party.id && party.email) return { id: party.id, email: party.email };
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(party.id ? eq(users.id, party.id) : eq(users.email, party.email!.trim().toLowerCase()));
    return { id: party.id ?? row?.id ?? null, email: party.email ?? row?.email ?? null };
  }

  return {
    async record(event: AuditEventInput): Promise<void> {
      const [actor, subject] = await Promise.all([resolve(event.actor), resolve(event.subject)]);
      await db.insert(auditEvents).values({
        action: event.action,
        actorUserId: actor.id,
        actorEmail: actor.email,
        subjectUserId: subject.id,
        subjectEmail: subject.email,
        ip: event.ip ?? null,
        details: event.details ?? {},
      });
    },

    /** Newest first, a page at a time; `q` matches part of the actor's or subject's email, or the IP address. */
    async list({ action, q, cursor, limit }: AuditListOptions): Promise<{ events: AuditEvent[]; nextCursor: number | null }> {
      const pattern = q ? containsPattern(q) : null;
      const rows = await db
        .select()
        .from(auditEvents)
        .where(
          and(
            action ? eq(auditEvents.action, action) : undefined,
            pattern
              ? or(ilike(auditEvents.actorEmail, pattern), ilike(auditEvents.subjectEmail, pattern), ilike(auditEvents.ip, pattern))
              : undefined,
            cursor ? lt(auditEvents.id, cursor) : undefined,
          ),
        )
        .orderBy(desc(auditEvents.id))
        .limit(limit + 1);
      const events = rows.slice(0, limit).map(toEvent);
      return { events, nextCursor: rows.length > limit ? events.at(-1)!.id : null };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
