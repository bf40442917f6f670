import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerSecrets } from '../../src/server/crypto/server-secrets';
import type { Db } from '../../src/server/db/client';
import { createSettingsRepository } from '../../src/server/features/settings/repository';
import { createTicketsRepository } from '../../src/server/features/support/repository';
import { adminWithMfa } from '../support/admin';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { latestMessage, systemCipherFor } from '../support/builders';

const TICKET = {
  name: 'Irina Ledger-Holt',
  email: 'irina.holt@firm.test',
  subject: 'Caption for Holt v. Brandvold',
  message: 'Our client Brandvold settled on Tuesday; please remove the Holt draft from my account.',
};

type Rows = { rows: Array<Record<string, unknown>> };

/** Every column of every row, as an attacker with a database dump reads them. */
async function rawRows(db: Db, table: 'support_tickets' | 'outbox_messages' | 'app_settings'): Promise<string> {
  const result = (await db.execute(sql.raw(`select * from ${table}`))) as Rows;
  return JSON.stringify(result.rows);
}

async function settingValue(db: Db, key: string): Promise<string> {
  const result = (await db.execute(sql`select value from app_settings where key = ${key}`)) as Rows;
  return result.rows[0]!.value as string;
}

const secretsOf = (db: Db) =>
  createServerSecrets({ settings: createSettingsRepository(db), masterKey: () => Buffer.from(TEST_MASTER_KEY, 'base64') });

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('support tickets and the outbox at rest', () => {
  it('stores no plaintext of a ticket or of the emails it sends, and the admin outbox shows them decrypted', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: TICKET });
    expect(res.statusCode, res.body).toBe(201);

    const tickets = await rawRows(t.database.db, 'support_tickets');
    const outbox = await rawRows(t.database.db, 'outbox_messages');
    for (const text of [TICKET.name, TICKET.email, TICKET.subject, TICKET.message, 'Brandvold']) expect(tickets).not.toContain(text);
    for (const text of [TICKET.name, TICKET.subject, TICKET.message, 'Brandvold', 'Your ticket number is']) expect(outbox).not.toContain(text);

    const admin = await adminWithMfa(t);
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?channel=email', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    const toSupport = page.json().messages.find((m: { recipient: string }) => m.recipient === 'support@volnadraft.com');
    expect(toSupport.subject).toBe(`[Support #${res.json().ticketNumber}] ${TICKET.subject}`);
    expect(toSupport.body).toContain(TICKET.message);
    // Sign-in codes sent by SMS are sealed too, and still read back for the admin and the test helper.
    expect(await rawRows(t.database.db, 'outbox_messages')).not.toContain('sign-in code');
    expect((await latestMessage(t.database.db, admin.phone))!.body).toContain('sign-in code');
  });

  it('keeps the generated auth secret and captcha key wrapped by the master key', async () => {
    t = await buildTestApp();
    const secrets = secretsOf(t.database.db);
    for (const key of ['auth_secret', 'captcha_hmac_key']) {
      const stored = await settingValue(t.database.db, key);
      const secret = await secrets.getOrCreate(key, () => 'never used: the server created it');
      expect(secret).toMatch(/^[\w-]{43}$/);
      expect(stored).not.toContain(secret);
    }
  });
});

describe('a database written by an earlier version', () => {
  it('starts, encrypts its plaintext tickets and outbox rows and wraps its plaintext secrets, and reads them all', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const legacySecret = 'legacy-auth-secret-0123456789abcdefghijklmn';
    await db.execute(sql`insert into app_settings (key, value) values ('auth_secret', ${legacySecret}), ('captcha_hmac_key', 'legacy-captcha-key-0123456789')`);
    await db.execute(sql`insert into support_tickets (name, email, subject, message) values (${TICKET.name}, ${TICKET.email}, ${TICKET.subject}, ${TICKET.message})`);
    await db.execute(sql`insert into outbox_messages (channel, recipient, subject, body) values ('email', 'old@firm.test', 'Reset your password', 'Open https://volnadraft.test/reset?token=legacy-token-42')`);
    await db.execute(sql`insert into outbox_messages (channel, recipient, body) values ('sms', '+14155550199', 'Your VolnaDraft sign-in code is 424242')`);

    t = await buildTestApp({ database });

    expect(await rawRows(db, 'support_tickets')).not.toContain('Brandvold');
    const outbox = await rawRows(db, 'outbox_messages');
    for (const text of ['Reset your password', 'legacy-token-42', '424242']) expect(outbox).not.toContain(text);
    const settings = await rawRows(db, 'app_settings');
    for (const text of [legacySecret, 'legacy-captcha-key']) expect(settings).not.toContain(text);

    expect(await secretsOf(db).getOrCreate('auth_secret', () => 'a new one would end every session')).toBe(legacySecret);
    const tickets = createTicketsRepository(db, systemCipherFor(db));
    expect(await tickets.get(1)).toMatchObject({ ...TICKET, userId: null, status: 'open' });
    expect((await latestMessage(db, 'old@firm.test'))!).toMatchObject({ subject: 'Reset your password', body: expect.stringContaining('legacy-token-42') });
    expect((await latestMessage(db, '+14155550199'))!.body).toBe('Your VolnaDraft sign-in code is 424242');
    // New writes go on working beside the converted rows.
    expect((await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: TICKET })).statusCode).toBe(201);
  });

  it('wraps a stored auth secret even when AUTH_SECRET now comes from configuration', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`insert into app_settings (key, value) values ('auth_secret', 'legacy-auth-secret-now-unused-0123456789')`);
    t = await buildTestApp({ database, env: { AUTH_SECRET: 'configured-auth-secret-0123456789abcdef' } });
    const settings = await rawRows(database.db, 'app_settings');
    expect(settings).not.toContain('legacy-auth-secret-now-unused');
    expect(settings).not.toContain('configured-auth-secret');
  });
});
