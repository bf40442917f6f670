import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR, freePort, launchBrowser, openPage, visit } from './support/harness';
import { expectToast, fillAccountForm } from './support/identity';

const PARAGRAPH =
  'A complaint must state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007); Ashcroft v. Iqbal, ' +
  '556 U.S. 662 (2009). That retired the no-set-of-facts test of Conley v. Smith, 355 U.S. 41 (1957), as the Court ' +
  'foreshadowed in Martinez v. Board of Regents, 505 U.S. 901 (1992).';

/**
 * `npm start`'s server (src/server/main.ts) on an empty data directory, with nothing configured but where to listen:
 * no CORPUS_PATH, no DATABASE_URL, no model. It resolves once the server says it is running.
 */
async function startFreshInstall(dataDir: string): Promise<{ server: ChildProcess; baseUrl: string; output: string[] }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, CLIENT_DIST_DIR, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('VolnaDraft is running at')) resolve();
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it started:\n${output.join('')}`)));
  });
  return { server, baseUrl, output };
}

describe('a new user checks U.S. Reports citations on a fresh install', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vd-fresh-'));
  let install: Awaited<ReturnType<typeof startFreshInstall>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    install = await startFreshInstall(dataDir);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (install && install.server.exitCode === null) {
      const exited = new Promise((resolve) => install!.server.once('exit', resolve));
      install.server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up and gets right statuses for real, misnamed and fabricated U.S. Reports citations with no import', async () => {
    // The first start loaded the shipped index; nothing else was imported.
    expect(install!.output.join('')).toContain('U.S. Reports index: 31079 cases');

    const { page, consoleErrors } = await openPage(browser!, install!.baseUrl);
    await visit(page, '/signup');
    await fillAccountForm(page, { firstName: 'Fran', lastName: 'Fresh', email: 'fran@firm.test', password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Account created successfully!', 'Welcome to VolnaDraft. You can now start drafting legal documents.');
    await page.waitForURL('**/dashboard');

    await visit(page, '/research/check');
    const coverage = page.getByTestId('index-coverage');
    await coverage.getByRole('heading', { name: 'Built-in U.S. Reports citation index' }).waitFor();
    expect(await coverage.innerText()).toMatch(/opinion text, so quotations and pin pages are\s+not checked/);

    await page.getByLabel('Your brief').fill(PARAGRAPH);
    await page.getByRole('button', { name: 'Check citations' }).click();
    await page.getByRole('heading', { name: '4 citations checked' }).waitFor();
    const status = (citation: string) =>
      page.getByTestId('citation-entry').filter({ hasText: citation }).getByTestId('citation-status').innerText();
    expect(await status('550 U.S. 544')).toBe('Verified');
    expect(await status('556 U.S. 662')).toBe('Verified');
    expect(await status('355 U.S. 41')).toBe('Mismatch');
    expect(await page.getByTestId('citation-entry').filter({ hasText: '355 U.S. 41' }).innerText()).toContain('Conley v. Gibson');
    expect(await status('505 U.S. 901')).toBe('Not found');
    await page.screenshot({ path: path.join(tmpdir(), 'fresh-install-check.png'), fullPage: true });

    // The research screen says the same about what is loaded.
    await visit(page, '/research');
    await page.getByTestId('corpus-status').filter({ hasText: '31,735 cases' }).waitFor();
    await page.getByTestId('index-coverage').waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'fresh-install-research.png'), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
