import type { FastifyBaseLogger } from 'fastify';
import type { TicketCreated } from '../../../shared/api/support';
import type { Messenger } from '../../providers/messaging';
import type { NewTicket, TicketsRepository } from './repository';

/**
 * The /support contact form: the ticket is stored first, so a message is never lost to a mail failure; then the
 * support address gets the whole message and the sender a confirmation with the ticket number.
 */
export function createTickets({ repository, messenger, supportEmail, log }: { repository: TicketsRepository; messenger: Messenger; supportEmail: string; log: FastifyBaseLogger }) {
  async function send(what: string, ticketNumber: number, message: Parameters<Messenger['sendEmail']>[0]): Promise<boolean> {
    try {
      await messenger.sendEmail(message);
      return true;
    } catch (error) {
      log.error({ err: error, ticketNumber }, `support ticket: the ${what} email could not be sent`);
      return false;
    }
  }

  async function create(ticket: NewTicket): Promise<TicketCreated> {
    const ticketNumber = await repository.insert(ticket);
    await send('support', ticketNumber, {
      to: supportEmail,
      subject: `[Support #${ticketNumber}] ${ticket.subject}`,
      text: [
        `Ticket #${ticketNumber} from the contact form.`,
        '',
        `From: ${ticket.name} <${ticket.email}>`,
        `Account: ${ticket.userId ? `signed in (user ${ticket.userId})` : 'not signed in'}`,
        `Subject: ${ticket.subject}`,
        '',
        ticket.message,
      ].join('\n'),
    });
    // Anyone can type any address into the form, so the confirmation repeats nothing they wrote: it cannot carry
    // someone else's text to a stranger's inbox.
    const confirmationSent = await send('confirmation', ticketNumber, {
      to: ticket.email,
      subject: `We received your message (ticket #${ticketNumber})`,
      text: [
        'Thank you for contacting VolnaDraft support.',
        '',
        `Your ticket number is #${ticketNumber}. A person on our team will reply to this address.`,
        '',
        'If you did not write to us, you can ignore this email.',
      ].join('\n'),
    });
    return { ticketNumber, email: ticket.email, confirmationSent };
  }

  return { create };
}

export type Tickets = ReturnType<typeof createTickets>;
