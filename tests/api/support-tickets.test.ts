import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/server/db/schema';
import { createTicketsRepository } from '../../src/server/features/support/repository';
import { ticketCreatedSchema } from '../../src/shared/api/support';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, latestMessage, systemCipherFor } from '../support/builders';

const TICKET = {
  name: 'Ada Counsel',
  email: 'ada@firm.test',
  subject: 'Export shows the wrong caption',
  message: 'When I export my motion to PDF, the caption shows the old case number.\nCan you help?',
};

describe('POST /api/support/tickets', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/support/tickets', headers, payload });

  it('stores the ticket, emails the whole message to the support address, and confirms the ticket number to the sender', async () => {
    t = await buildTestApp();
    const res = await send(TICKET);
    expect(res.statusCode, res.body).toBe(201);
    const created = ticketCreatedSchema.parse(res.json());
    expect(created).toEqual({ ticketNumber: expect.any(Number), email: TICKET.email, confirmationSent: true });

    const tickets = createTicketsRepository(t.database.db, systemCipherFor(t.database.db));
    expect(await tickets.get(created.ticketNumber)).toMatchObject({ ...TICKET, userId: null, status: 'open' });

    // The support address of content/site.json, through the messaging provider (the outbox here).
    const toSupport = await latestMessage(t.database.db, 'support@volnadraft.com');
    expect(toSupport).toMatchObject({ channel: 'email', subject: `[Support #${created.ticketNumber}] ${TICKET.subject}` });
    expect(toSupport!.body).toContain(`From: ${TICKET.name} <${TICKET.email}>`);
    expect(toSupport!.body).toContain('Account: not signed in');
    expect(toSupport!.body).toContain(TICKET.message);

    const confirmation = await latestMessage(t.database.db, TICKET.email);
    expect(confirmation!.subject).toBe(`We received your message (ticket #${created.ticketNumber})`);
    expect(confirmation!.body).toContain(`Your ticket number is #${created.ticketNumber}.`);
    // Nothing the sender typed goes to the address they typed.
    expect(confirmation!.body).not.toContain(TICKET.message);
    expect(confirmation!.subject).not.toContain(TICKET.subject);
  });

  it('sends to SUPPORT_EMAIL when it is set, and keeps the signed-in user on the ticket', async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@firm-it.test' } });
    const user = await buildUser(t.app);
    const res = await send({ ...TICKET, email: user.email }, bearer(await apiToken(t.app, user.cookie)));
    expect(res.statusCode, res.body).toBe(201);
    const { ticketNumber } = res.json();
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketNumber));
    expect(row!.userId).toBe(user.id);
    const toSupport = await latestMessage(t.database.db, 'help@firm-it.test');
    expect(toSupport!.body).toContain(`Account: signed in (user ${user.id})`);
    expect(await latestMessage(t.database.db, 'support@volnadraft.com')).toBeNull();
  });

  it('refuses a ticket without a valid email, subject or message, and keeps the subject to one line', async () => {
    t = await buildTestApp();
    for (const payload of [{ ...TICKET, email: 'not-an-email' }, { ...TICKET, subject: '  ' }, { ...TICKET, message: '' }, { name: TICKET.name }]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-argument' });
    }
    expect(await t.database.db.select().from(supportTickets)).toEqual([]);

    const res = await send({ ...TICKET, subject: 'Hello\r\nBcc: everyone@example.test' });
    expect(res.statusCode).toBe(201);
    const toSupport = await latestMessage(t.database.db, 'support@volnadraft.com');
    expect(toSupport!.subject).toBe(`[Support #${res.json().ticketNumber}] Hello Bcc: everyone@example.test`);
  });

  it('answers 429 in the envelope after 5 tickets from one address', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 5; i += 1) expect((await send(TICKET)).statusCode).toBe(201);
    const limited = await send(TICKET);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'resource-exhausted', message: expect.any(String) });
    expect(await t.database.db.select().from(supportTickets)).toHaveLength(5);
  });
});
