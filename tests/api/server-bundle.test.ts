import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesLoaded } from '../support/packages-loaded';
import { stopProcess, waitForOutput, type ServerProcess } from '../support/server-process';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = path.join(PROJECT_ROOT, 'dist/server/main.mjs');

/** Packages the server loads on first use, not at start (issue #16, server memory; ADR 022). */
const LOADED_ON_FIRST_USE = ['docx', 'pdfkit', 'stripe', 'nodemailer', 'ioredis', '@ai-sdk/anthropic', '@ai-sdk/openai-compatible', 'gpt-tokenizer'];

describe('the server bundle npm start runs (dist/server/main.mjs)', () => {
  let work: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'pipe' });
    work = mkdtempSync(path.join(tmpdir(), 'vd-bundle-'));
    const client = path.join(work, 'client');
    mkdirSync(client);
    writeFileSync(path.join(client, 'index.html'), '<!doctype html><div id="root"></div>');
    // Started from another directory: the files it reads beside its sources (migrations, the built-in citation
    // index, content/, package.json) must be found from the bundle, not from the working directory.
    const child = spawn(process.execPath, [BUNDLE], {
      cwd: work,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', CLIENT_DIST_DIR: client },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const { match, output } = await waitForOutput(child, /running at (http:\/\/\S+)[\s\S]*Database:/, 90_000);
      server = { child, url: match[1]!, output, stop: () => stopProcess(child) };
    } catch (error) {
      await stopProcess(child, 'SIGKILL');
      throw error;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('starts under plain Node, migrates the embedded database and loads the built-in citation index', async () => {
    expect(server!.output()).toMatch(/U\.S\. Reports index: \d+ cases/);
    const health = await fetch(`${server!.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', version: expect.any(String), database: { kind: 'pglite', ok: true } });
  });

  it('serves the client', async () => {
    const page = await fetch(`${server!.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('leaves the exporters, payment, mail, Redis and model SDKs unloaded until they are used', () => {
    expect(packagesLoaded(LOADED_ON_FIRST_USE, ['src/server/app.ts'])).toEqual([]);
  }, 60_000);
});
