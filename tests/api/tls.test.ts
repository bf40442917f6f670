import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase } from '../support/database';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';

describe('serving over HTTPS when TLS_CERT and TLS_KEY are set', () => {
  let dir: string;
  let app: FastifyInstance;
  let database: Database;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vd-tls-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
      database,
      logger: false,
      https: { cert: readFileSync(path.join(dir, 'cert.pem')), key: readFileSync(path.join(dir, 'key.pem')) },
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers over TLS and tells browsers to stay on HTTPS', async () => {
    expect(baseUrl).toMatch(/^https:/);
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      request(`${baseUrl}/api/health`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on('error', reject)
        .end();
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
