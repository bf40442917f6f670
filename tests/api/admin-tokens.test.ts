import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { adminWithMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminWithMfa(t);
});
afterAll(() => t.close());

const adjust = (userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/tokens`, headers: admin.headers, payload });

const ledgerOf = async (user: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/tokens/ledger', headers: user.headers })).json().entries as Array<{
    kind: string;
    amount: number;
    buckets: Record<string, number>;
    description: string;
  }>;

const balanceOf = async (user: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).json().tokenCount as number;

describe('granting tokens', () => {
  it('shows the new balance at once in the header of the user, who hears it on the live channel', async () => {
    const lena = await signedInUser(t);
    const poll = (after: number, timeoutMs: number) =>
      t.app.inject({ method: 'GET', url: `/api/live/poll?after=${after}&timeoutMs=${timeoutMs}`, headers: lena.headers });
    const earlier = (await poll(0, 5000)).json().events as { id: number }[];
    const waiting = poll(earlier.at(-1)?.id ?? 0, 10_000);
    const res = await adjust(lena.user.id, { amount: 2500, reason: 'Goodwill credit' });
    expect(res.statusCode).toBe(200);
    expect((await waiting).json().events).toMatchObject([{ kind: 'tokens', data: { tokenCount: 12_500 } }]);
  });


  it('adds them to the add-on bucket, with a ledger row the user sees and an audit event', async () => {
    const lena = await signedInUser(t);
    const res = await adjust(lena.user.id, { amount: 5000, reason: 'Compensation for the outage on 3 March' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applied: true,
      tokenCount: 15_000,
      balances: { trial: 10_000, monthly: 0, rollover: 0, referral: 0, addon: 5000 },
    });
    expect(await balanceOf(lena)).toBe(15_000);

    const [entry] = await ledgerOf(lena);
    expect(entry).toMatchObject({
      kind: 'admin_adjustment',
      amount: 5000,
      buckets: { addon: 5000 },
      description: 'Granted by an administrator: Compensation for the outage on 3 March',
    });

    const [event] = await auditEvents(t, admin.headers, 'action=admin.tokens-granted');
    expect(event).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      subject: { id: lena.user.id, email: lena.user.email },
      details: { amount: 5000, reason: 'Compensation for the outage on 3 March', balanceAfter: 15_000 },
    });
    expect(event!.ip).toBeTruthy();
  });

  it('applies one idempotency key once, however often it is sent', async () => {
    const lena = await signedInUser(t);
    const payload = { amount: 700, reason: 'Goodwill', idempotencyKey: randomUUID() };
    expect((await adjust(lena.user.id, payload)).json()).toMatchObject({ applied: true, tokenCount: 10_700 });
    expect((await adjust(lena.user.id, payload)).json()).toMatchObject({ applied: false, tokenCount: 10_700 });
    expect((await ledgerOf(lena)).filter((e) => e.kind === 'admin_adjustment')).toHaveLength(1);
    const granted = await auditEvents(t, admin.headers, `action=admin.tokens-granted&q=${encodeURIComponent(lena.user.email)}`);
    expect(granted).toHaveLength(1);
  });
});

describe('deducting tokens', () => {
  it('takes them in spending order and records the deduction', async () => {
    const lena = await signedInUser(t);
    await adjust(lena.user.id, { amount: 2000, reason: 'Pilot allowance' });
    const res = await adjust(lena.user.id, { amount: -11_000, reason: 'Duplicate pilot allowance' });
    expect(res.json()).toEqual({
      applied: true,
      tokenCount: 1000,
      balances: { trial: 0, monthly: 0, rollover: 0, referral: 0, addon: 1000 },
    });
    expect((await ledgerOf(lena))[0]).toMatchObject({ kind: 'admin_adjustment', amount: -11_000, buckets: { trial: -10_000, addon: -1000 } });
    expect((await auditEvents(t, admin.headers, 'action=admin.tokens-deducted'))[0]!.details).toMatchObject({ amount: -11_000, balanceAfter: 1000 });
  });

  it('never takes the balance below zero: a deduction beyond it is refused and changes nothing', async () => {
    const lena = await signedInUser(t);
    const res = await adjust(lena.user.id, { amount: -10_001, reason: 'Too much' });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({
      error: 'failed-precondition',
      message: 'This account holds 10,000 tokens; a deduction cannot take the balance below zero.',
    });
    expect(await balanceOf(lena)).toBe(10_000);

    expect((await adjust(lena.user.id, { amount: -10_000, reason: 'All of it' })).json().tokenCount).toBe(0);
    expect((await adjust(lena.user.id, { amount: -1, reason: 'One more' })).statusCode).toBe(412);
  });

  it('lets only one of two simultaneous deductions through when both cannot fit', async () => {
    const lena = await signedInUser(t);
    const results = await Promise.all([
      adjust(lena.user.id, { amount: -8000, reason: 'First' }),
      adjust(lena.user.id, { amount: -8000, reason: 'Second' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    expect(await balanceOf(lena)).toBe(2000);
  });
});

describe('bad adjustments', () => {
  it('refuses zero, fractions, amounts without a reason, and unknown keys with 400', async () => {
    const lena = await signedInUser(t);
    for (const payload of [
      { amount: 0, reason: 'Nothing' },
      { amount: 1.5, reason: 'Half' },
      { amount: 100 },
      { amount: 100, reason: ' ' },
      { amount: 100, reason: 'Key', idempotencyKey: 'not-a-uuid' },
      { amount: 1e12, reason: 'Too many' },
    ]) {
      const res = await adjust(lena.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('invalid-argument');
    }
    expect(await balanceOf(lena)).toBe(10_000);
  });

  it('answers an unknown account with 404', async () => {
    const res = await adjust('no-such-user', { amount: 100, reason: 'Nobody' });
    expect(res.statusCode).toBe(404);
  });
});
