import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { KEY_BYTES } from './aes-gcm';

export type KeySettings = Pick<Config, 'MASTER_KEY' | 'DATA_DIR' | 'DATABASE_URL' | 'NODE_ENV'>;

export const masterKeyFile = (dataDir: string) => path.resolve(dataDir, 'master.key');

/**
 * Refuses a production set-up on PostgreSQL without MASTER_KEY. There the database usually outlives the machine
 * (managed PostgreSQL, several app instances, containers with throwaway disks), so a key generated into one
 * instance's DATA_DIR would leave every stored conversation unreadable after a redeploy or on the other instances.
 */
export function checkMasterKeySettings(settings: KeySettings): void {
  if (settings.NODE_ENV === 'production' && settings.DATABASE_URL && !settings.MASTER_KEY) {
    throw new ConfigError(
      'MASTER_KEY is required when NODE_ENV=production and DATABASE_URL is set: it unlocks every user\'s encrypted ' +
        'conversations, and a key generated into this instance\'s DATA_DIR would be lost with it (a redeploy, another ' +
        'instance) and the data with it. Generate one with `openssl rand -base64 32`, keep it in your secret store and back it up.',
    );
  }
}

/**
 * The master key: MASTER_KEY, or else DATA_DIR/master.key (mode 0600), generated on first use. Beside the embedded
 * database that file is what makes its data readable, so back up DATA_DIR as a whole.
 */
export function loadMasterKey(settings: KeySettings): Buffer {
  checkMasterKeySettings(settings);
  if (settings.MASTER_KEY) return Buffer.from(settings.MASTER_KEY, 'base64');
  const file = masterKeyFile(settings.DATA_DIR);
  const key = readKeyFile(file) ?? createKeyFile(file);
  if (key.length !== KEY_BYTES) throw new ConfigError(`${file} does not hold a ${KEY_BYTES}-byte base64 key.`);
  return key;
}

function readKeyFile(file: string): Buffer | null {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the key to a private temporary file and links it into place, so concurrent starts agree on one key. */
function createKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readKeyFile(file)!;
}
