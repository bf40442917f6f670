import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenLedger, tokenReservations } from '../../src/server/db/schema';
import { InsufficientTokensError } from '../../src/server/features/tokens/errors';
import { TOKEN_BUCKETS } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { buildUser, type TestUser } from '../support/builders';

const REQUESTS = 200;
const PROMPT = 'Summarise the holding.';
const MAX_OUTPUT_TOKENS = 145;

describe('metering under concurrent requests', () => {
  let t: TestApp;
  let user: TestUser;

  beforeEach(async () => {
    t = await buildTestApp();
    user = await buildUser(t.app);
  });
  afterEach(() => t.close());

  it(`${REQUESTS} parallel metered calls never overspend a balance that covers only some of them`, async () => {
    const { metering, ledger, history } = t.app.services;
    const estimate = metering.estimate({ prompt: PROMPT, maxOutputTokens: MAX_OUTPUT_TOKENS });
    expect(estimate).toBeGreaterThan(140);
    expect(estimate).toBeLessThan(160);
    expect(await ledger.balance(user.id)).toMatchObject({ trial: 10_000 });

    const outcomes = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        metering
          .meter({ userId: user.id, prompt: PROMPT, maxOutputTokens: MAX_OUTPUT_TOKENS, reference: `call-${i}` }, async () => {
            await sleep(2 + (i % 5));
            // Reported usage is mostly under the estimate, sometimes over it (charged beyond the reservation).
            return { value: i, usage: 80 + ((i * 37) % 100) };
          })
          .then(
            ({ charged }) => ({ ok: true as const, charged }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
      ),
    );

    const succeeded = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    // Every refusal is the spec's insufficient-tokens error, never a deadlock, a timeout or a constraint failure.
    for (const f of failed) expect(f.error).toBeInstanceOf(InsufficientTokensError);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    expect(succeeded.length + failed.length).toBe(REQUESTS);

    const charged = succeeded.reduce((sum, o) => sum + o.charged, 0);
    const after = await ledger.balance(user.id);
    for (const bucket of TOKEN_BUCKETS) expect(after[bucket]).toBeGreaterThanOrEqual(0);
    const total = TOKEN_BUCKETS.reduce((sum, b) => sum + after[b], 0);
    expect(total).toBe(10_000 - charged);
    expect(charged).toBeLessThanOrEqual(10_000);
    expect(await history.inconsistencies()).toEqual([]);

    // Every successful call left exactly one reserve and one settle, and no reservation stays open.
    const rows = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id));
    expect(rows.filter((r) => r.kind === 'reserve')).toHaveLength(succeeded.length);
    expect(rows.filter((r) => r.kind === 'settle')).toHaveLength(succeeded.length);
    const reservations = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, user.id));
    expect(reservations).toHaveLength(succeeded.length);
    expect(reservations.every((r) => r.status === 'settled')).toBe(true);
  });
});
