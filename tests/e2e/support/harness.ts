import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Database } from '../../../src/server/db/client';
import { buildTestApp } from '../../support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const CLIENT_DIST_DIR = path.resolve('dist/client');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface RunningApp {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** What the server logged (pino JSON lines' `msg`), e.g. the admin setup code. */
  logs: string[];
  close(): Promise<void>;
}

/** A port nothing listens on now, for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server, with the built client, on a fresh database and a free port on 127.0.0.1; `env` adds settings. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        try {
          logs.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? ''));
        } catch {
          logs.push(line);
        }
      }
      done();
    },
  });
  const t = await buildTestApp({
    env: { CLIENT_DIST_DIR, PUBLIC_URL: baseUrl, ...env },
    deps: { logger: { level: 'info', stream } },
  });
  await t.app.listen({ host: '127.0.0.1', port });
  return { baseUrl, app: t.app, database: t.database, logs, close: t.close };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A page in its own browser context, collecting console errors so a journey can assert there were none. */
export async function openPage(browser: Browser, baseUrl: string, viewport: keyof typeof VIEWPORTS = 'desktop') {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'networkidle' });
}

/** Holds every request for `url` until the returned function is called. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * One app and one browser for a journey file, started before its tests and closed after them.
 * `journey.open()` gives a fresh page (own cookies and storage) at a viewport.
 */
export function setUpJourney({ env }: { env?: Record<string, string> } = {}) {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = () => {
    if (!app || !browser) throw new Error('the journey has not started');
    return { app, browser };
  };
  return {
    get app() {
      return started().app;
    },
    open: (viewport: keyof typeof VIEWPORTS = 'desktop') => openPage(started().browser, started().app.baseUrl, viewport),
  };
}
