import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCorpusAtFirstStart } from '../../src/server/features/corpus-imports/resume';
import { researchCorpusFile, usReportsIndexFile } from '../support/corpus';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const CASEY = 'Planned Parenthood of Southeastern Pa. v. Casey';

const BRIEF = [
  'The right recognized in Roe v. Wade, 410 U.S. 113 (1973), was revisited nineteen years later.',
  'Petitioner also relies on Smith v. Jones, 505 U.S. 901 (1992), a case no volume of the United States Reports contains.',
].join('\n\n');

describe("an attorney researches a case and checks a brief's citations", () => {
  const journey = setUpJourney();

  beforeAll(async () => {
    // CORPUS_PATH's first-start import (main.ts runs it; the harness builds the app without main.ts, so the journey does).
    await importCorpusAtFirstStart({
      db: journey.app.database.db,
      corpusPath: [researchCorpusFile, usReportsIndexFile].join(path.delimiter),
      log: () => {},
    });
  });

  it('searches, opens a case, follows a citation in its opinion to the cited case, and comes back', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/tools');
    await page.getByRole('link', { name: 'Search case law' }).click();
    await page.getByRole('heading', { level: 1, name: 'Case-law research' }).waitFor();
    await page.getByTestId('corpus-status').filter({ hasText: '4 opinions' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search case law' }).fill('stare decisis');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/research' && url.searchParams.get('q') === 'stare decisis');
    const result = page.getByTestId('search-result').filter({ hasText: CASEY });
    await result.waitFor();
    expect((await result.locator('mark').allInnerTexts()).join(' ')).toMatch(/stare decisis/i);
    expect(await result.innerText()).toContain('505 U.S. 833 · 1992 · Supreme Court of the United States');
    await page.getByRole('heading', { name: 'Most-cited authorities' }).waitFor();
    await page.getByTestId('authorities').getByRole('link', { name: 'Roe v. Wade' }).waitFor();

    await result.getByRole('link', { name: CASEY }).click();
    await page.getByRole('heading', { level: 1, name: CASEY }).waitFor();
    expect(await page.getByTestId('case-citation').innerText()).toBe(`${CASEY}, 505 U.S. 833 (1992)`);
    expect(await page.title()).toBe(`${CASEY} · VolnaDraft`);

    const roeCitation = page.getByTestId('opinion-text').getByRole('link', { name: /410 U\. ?S\.\s+113/ }).first();
    await roeCitation.click();
    await page.getByRole('heading', { level: 1, name: 'Roe v. Wade' }).waitFor();
    expect(await page.getByTestId('case-citation').innerText()).toBe('Roe v. Wade, 410 U.S. 113 (1973)');

    await page.getByRole('tab', { name: /Cited by/ }).click();
    await page.getByTestId('citing-case').filter({ hasText: CASEY }).getByRole('link', { name: CASEY }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: CASEY }).waitFor();
    await page.goBack();
    await page.getByTestId('search-result').filter({ hasText: CASEY }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search case law' }).inputValue()).toBe('stare decisis');
    expect(consoleErrors).toEqual([]);
  });

  it('sees on Bowers v. Hardwick that a later case overruled it, with the passage that says so', async () => {
    const { page } = await journey.open('phone');
    await visit(page, '/research?q=Bowers+v.+Hardwick');
    await page.getByTestId('search-result').getByRole('link', { name: 'Bowers v. Hardwick' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bowers v. Hardwick' }).waitFor();
    const treatment = page.getByTestId('treatments').getByRole('listitem').filter({ hasText: 'Overruled' });
    await treatment.getByRole('link', { name: 'Lawrence v. Texas' }).waitFor();
    expect(await treatment.locator('blockquote').innerText()).toMatch(/overruled/);
  });

  it('signs in, pastes a brief with a real and a fabricated citation, and sees one verified and one not found', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/tools');
    await page.getByRole('link', { name: 'Check a brief' }).click();
    await page.waitForURL('**/login?returnUrl=%2Fresearch%2Fcheck');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/research/check');

    await page.getByLabel('Your brief').fill(BRIEF);
    await page.getByRole('button', { name: 'Check citations' }).click();
    await page.getByRole('heading', { name: '2 citations checked' }).waitFor();

    const entry = (text: string) => page.getByTestId('citation-entry').filter({ hasText: text });
    expect(await entry('Roe v. Wade, 410 U.S. 113 (1973)').getByTestId('citation-status').innerText()).toBe('Verified');
    expect(await entry('Roe v. Wade, 410 U.S. 113 (1973)').innerText()).toContain('Checked against the corpus');
    expect(await entry('Smith v. Jones, 505 U.S. 901 (1992)').getByTestId('citation-status').innerText()).toBe('Not found');

    const marked = page.getByTestId('marked-brief');
    expect(await marked.locator('[data-status="verified"]').innerText()).toContain('410 U.S. 113');
    expect(await marked.locator('[data-status="not-found"]').innerText()).toContain('505 U.S. 901');

    await entry('Roe v. Wade').getByRole('link', { name: 'Roe v. Wade' }).click();
    await page.getByRole('heading', { level: 1, name: 'Roe v. Wade' }).waitFor();
    await page.goBack();
    expect(await page.getByLabel('Your brief').inputValue()).toBe(BRIEF);
    expect(consoleErrors).toEqual([]);
  });

  it('is told when a brief is too long to check, and keeps what was pasted', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open('phone');
    await visit(page, '/login?returnUrl=%2Fresearch%2Fcheck');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/research/check');

    // One long line: Chromium inserts text with thousands of line breaks slowly, and length is what matters here.
    const tooLong = `${BRIEF.replaceAll('\n', ' ')} `.repeat(1600);
    await page.getByLabel('Your brief').fill(tooLong);
    await page.getByText('too long to check in one go').waitFor();
    await page.getByRole('button', { name: 'Check citations' }).click();
    await page.getByRole('alert').filter({ hasText: 'The citations could not be checked' }).filter({ hasText: 'Split it into parts' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('Your brief').inputValue()).toBe(tooLong);
  });
});
