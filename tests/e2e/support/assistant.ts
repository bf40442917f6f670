import path from 'node:path';
import type { Page } from 'playwright-core';
import { importCorpusAtFirstStart } from '../../../src/server/features/corpus-imports/resume';
import { researchCorpusFile, usReportsIndexFile } from '../../support/corpus';
import type { TestUser } from '../../support/builders';
import type { RunningApp } from './harness';
import { submitLogin } from './identity';

/** The research fixtures as CORPUS_PATH's first-start import loads them (main.ts runs it; the harness does not). */
export function loadCorpus(app: RunningApp) {
  return importCorpusAtFirstStart({
    db: app.database.db,
    corpusPath: [researchCorpusFile, usReportsIndexFile].join(path.delimiter),
    log: () => {},
  });
}

/**
 * Signs in through /login and lands on `route`. The chat keeps the live channel open, so pages are awaited by
 * what they show, never by network idleness.
 */
export async function signInTo(page: Page, user: TestUser, route: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(route)}`);
  await submitLogin(page, user.email, user.password);
  const target = new URL(route, 'http://x');
  await page.waitForURL((url) => url.pathname === target.pathname);
}

/** Types a question in the composer and sends it with Enter. */
export async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
}

/** The newest answer in the conversation. */
export const latestAnswer = (page: Page) => page.getByTestId('assistant-message').last();

/** Takes every token the user has, through the ledger, as spending would. */
export async function spendAllTokens(app: RunningApp, userId: string) {
  const { ledger } = app.app.services;
  const balances = await ledger.balance(userId);
  await ledger.apply({
    userId,
    kind: 'admin_adjustment',
    deltas: Object.fromEntries(Object.entries(balances).map(([bucket, amount]) => [bucket, -amount])),
    description: 'Spent in a journey',
    idempotencyKey: `journey-spend:${userId}`,
  });
}
