import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { EMAIL_VERIFICATION_MESSAGES } from '../../src/shared/api/email-verification';
import { FIRM_SEAT_RULE, type FirmDetail } from '../../src/shared/api/firms';
import { apiToken, bearer } from '../support/builders';
import { signInTo } from './support/assistant';
import { setUpJourney, visit } from './support/harness';
import { createUser, nextMessage } from './support/identity';

const ARTIFACTS = path.resolve('test-results/firm-invitation');
const shot = (file: string) => path.join(ARTIFACTS, file);
const COLLEAGUE = 'sam.park@riverapark.test';

/** Issue #39: the invitation's link survives sign-up and the address's proof, and ends in membership. */
describe('a colleague invited by email signs up from the link and lands in the firm', () => {
  const journey = setUpJourney();
  beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));

  it('opens the link, creates an account with the invited address filled in, verifies it and is a member', async () => {
    const owner = await createUser(journey.app, { name: 'Alex Rivera' });
    await journey.app.database.db.update(profiles).set({ subscriptionPlan: 'professional' }).where(eq(profiles.userId, owner.id));
    const headers = bearer(await apiToken(journey.app.app, owner.cookie));
    const firm = (await journey.app.app.inject({ method: 'POST', url: '/api/firms', headers, payload: { name: 'Rivera & Park LLP' } })).json<FirmDetail>();
    const invited = await journey.app.app.inject({ method: 'POST', url: `/api/firms/${firm.id}/members`, headers, payload: { email: COLLEAGUE, role: 'member' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = await nextMessage(journey.app, COLLEAGUE);
    const joinLink = /(https?:\/\/\S+\/firms\/join\?\S+)\s/.exec(invitation.body)![1]!;

    const { page, consoleErrors } = await journey.open('phone');
    await visit(page, joinLink);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    // The address arrives with the invitation's lookup, after the page has drawn.
    await expect.poll(() => page.locator('#email').inputValue()).toBe(COLLEAGUE);
    await page.getByRole('note').getByText('You were invited to join a firm.').waitFor();
    await page.screenshot({ path: shot('signup-from-invitation.png') });

    await page.fill('#firstName', 'Sam');
    await page.fill('#lastName', 'Park');
    await page.fill('#password', 'secret1');
    await page.fill('#confirmPassword', 'secret1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/firms/join');
    await page.getByRole('heading', { name: 'Verify your address to join the firm' }).waitFor();
    await page.getByRole('alert').filter({ hasText: EMAIL_VERIFICATION_MESSAGES.required('join Rivera & Park LLP') }).waitFor();
    await page.screenshot({ path: shot('join-waits-for-proof.png') });

    const proof = await nextMessage(journey.app, COLLEAGUE, invitation.id);
    const verifyLink = /(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(proof.body)![1]!;
    await visit(page, verifyLink);
    await page.getByRole('heading', { name: 'You joined Rivera & Park LLP' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/firms/join');
    await page.screenshot({ path: shot('joined-the-firm.png') });

    const members = (await journey.app.app.inject({ method: 'GET', url: `/api/firms/${firm.id}`, headers })).json<FirmDetail>().members;
    expect(members.map((member) => member.email).sort()).toEqual([owner.email, COLLEAGUE].sort());
    expect(consoleErrors.filter((error) => !error.includes('status of 412'))).toEqual([]);
  });

  it('the seat rule is told before a firm is created, plan cards give seats, and a chosen plan arrives selected', async () => {
    const user = await createUser(journey.app, { name: 'Free Trial' });
    const { page } = await journey.open('desktop');
    await signInTo(page, user, '/firms');
    await page.getByTestId('create-firm-seat-rule').getByText(FIRM_SEAT_RULE).waitFor();
    await page.screenshot({ path: shot('firms-seat-rule.png') });
    // On the free plan the owner's seat is the only one: the invite section says so before anyone is invited.
    await page.getByLabel('Firm name').fill('Solo Practice');
    await page.getByRole('button', { name: 'Create a firm' }).click();
    const seatRule = page.getByTestId('seat-rule');
    await seatRule.getByText('All seats are taken now.').waitFor();
    await seatRule.getByRole('link', { name: 'See the plans' }).waitFor();
    await seatRule.screenshot({ path: shot('invite-seat-rule-free-plan.png') });

    await visit(page, '/plans');
    await page.getByTestId('plan-free').getByText('A firm of 1 seat: yours, no colleagues invited').waitFor();
    await page.getByTestId('plan-professional').getByText('A firm of 3 seats: you and 2 colleagues').waitFor();
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe' && url.searchParams.get('plan') === 'professional');
    const chosen = page.getByTestId('plan-professional');
    await chosen.getByText('Your choice').waitFor();
    expect(await chosen.getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('plan-firm').getAttribute('aria-current')).toBeNull();
    // The free plan is named once, not 'Free trial · Free trial'.
    expect(await page.getByTestId('subscription-status').innerText()).toBe('Your plan: Free trial');
    await page.screenshot({ path: shot('subscribe-plan-selected.png') });
  });
});
