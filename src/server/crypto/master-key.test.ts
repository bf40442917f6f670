import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadMasterKey, masterKeyFile, type KeySettings } from './master-key';

describe('the master key', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vd-master-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const settings = (extra: Partial<KeySettings> = {}): KeySettings => ({
    DATA_DIR: path.join(dir, 'data'),
    NODE_ENV: 'development',
    DATABASE_URL: undefined,
    MASTER_KEY: undefined,
    ...extra,
  });

  it('is generated once into DATA_DIR/master.key, readable by the owner only, and reused', () => {
    const first = loadMasterKey(settings());
    expect(first).toHaveLength(32);
    const file = masterKeyFile(settings().DATA_DIR);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(loadMasterKey(settings()).equals(first)).toBe(true);
  });

  it('comes from MASTER_KEY when set, and then no file is written', () => {
    const key = randomBytes(32);
    expect(loadMasterKey(settings({ MASTER_KEY: key.toString('base64') })).equals(key)).toBe(true);
    expect(() => statSync(masterKeyFile(settings().DATA_DIR))).toThrow();
  });

  it('is required in production on PostgreSQL, and the refusal says why', () => {
    const production = settings({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/volnadraft' });
    expect(() => loadMasterKey(production)).toThrow(ConfigError);
    expect(() => loadMasterKey(production)).toThrow(/MASTER_KEY is required.*redeploy/);
    // Production on the embedded database keeps its key beside the data, in DATA_DIR.
    expect(loadMasterKey(settings({ NODE_ENV: 'production' }))).toHaveLength(32);
  });
});
