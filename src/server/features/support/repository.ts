import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';

export interface NewTicket {
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function createTicketsRepository(db: Db) {
  return {
    /** Stores a ticket and returns its number (the row id, which the emails quote). */
    async insert(ticket: NewTicket): Promise<number> {
      const [row] = await db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
      return row!.id;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
