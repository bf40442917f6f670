import { and, eq } from 'drizzle-orm';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';

export interface NewTicket {
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface StoredTicket extends NewTicket {
  id: number;
  status: 'open' | 'closed';
  createdAt: Date;
}

/** What the sender typed; each field is encrypted under its own column's context. */
const CONTENT = ['name', 'email', 'subject', 'message'] as const;
const BATCH = 200;

/**
 * Tickets, their content encrypted with the system data key: a ticket may come from a visitor without an account
 * (so without a user key), and the support team reads every ticket whoever sent it.
 */
export function createTicketsRepository(db: Db, cipher: SystemCipher) {
  async function mapContent(fields: Pick<NewTicket, (typeof CONTENT)[number]>, how: (context: string, value: string) => Promise<string>) {
    const entries = await Promise.all(CONTENT.map(async (field) => [field, await how(`support_tickets.${field}`, fields[field])] as const));
    return Object.fromEntries(entries) as Pick<NewTicket, (typeof CONTENT)[number]>;
  }

  return {
    /** Stores a ticket and returns its number (the row id, which the emails quote). */
    async insert(ticket: NewTicket): Promise<number> {
      const sealed = await mapContent(ticket, cipher.encrypt);
      const [row] = await db
        .insert(supportTickets)
        .values({ userId: ticket.userId, ...sealed, encrypted: true })
        .returning({ id: supportTickets.id });
      return row!.id;
    },

    /** One ticket, decrypted; null when there is none with that number. */
    async get(id: number): Promise<StoredTicket | null> {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      if (!row) return null;
      // A row an earlier version wrote is plaintext until the start-up pass encrypts it.
      const content = row.encrypted ? await mapContent(row, cipher.decrypt) : row;
      return { id: row.id, userId: row.userId, status: row.status, createdAt: row.createdAt, ...pick(content) };
    },

    /**
     * Encrypts the plaintext tickets an earlier version stored; run at start-up. Each row is updated only while it
     * is still plaintext, so servers starting together encrypt it once.
     */
    async encryptPlaintext(): Promise<number> {
      let done = 0;
      for (;;) {
        const rows = await db.select().from(supportTickets).where(eq(supportTickets.encrypted, false)).limit(BATCH);
        if (rows.length === 0) return done;
        for (const row of rows) {
          const sealed = await mapContent(row, cipher.encrypt);
          await db
            .update(supportTickets)
            .set({ ...sealed, encrypted: true })
            .where(and(eq(supportTickets.id, row.id), eq(supportTickets.encrypted, false)));
        }
        done += rows.length;
      }
    },
  };
}

const pick = ({ name, email, subject, message }: Pick<NewTicket, (typeof CONTENT)[number]>) => ({ name, email, subject, message });

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
