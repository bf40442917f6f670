import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';

describe('serving the built client', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vd-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg/>');
    // The build writes a .br beside each text file (vite.config.ts's precompress).
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log(1)'));
    t = await buildTestApp({ env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every app route with index.html, revalidated each time', async () => {
    for (const url of ['/', '/about', '/chat', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the build’s brotli copies to browsers that accept them, cached as the files they stand for', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: accept });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    for (const url of ['/', '/about']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { ...accept, accept: 'text/html' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('serves other public files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps the API’s 404 envelope for unknown API paths and non-GET requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not-found');
    const post = await t.app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
  });
});

describe('serving the prerendered landing page', () => {
  let t: TestApp;
  let dist: string;
  const shell = '<!doctype html><div id="root"></div>';
  const landing = '<!doctype html><div id="root"><h1>Draft with verified citations</h1></div>';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vd-dist-'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    writeFileSync(path.join(dist, 'landing.html'), landing);
    writeFileSync(path.join(dist, 'landing.html.br'), brotliCompressSync(landing));
    t = await buildTestApp({ env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers / (with or without a query) with the landing page already rendered, revalidated each time', async () => {
    for (const url of ['/', '/?ref=ABC123']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(landing);
    }
    const compressed = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(landing);
  });

  it('answers every other page with the empty shell, so no route flashes the landing page', async () => {
    for (const url of ['/login', '/dashboard', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body).toBe(shell);
    }
  });

  it('never caches the landing page for longer than a deployment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing.html' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
