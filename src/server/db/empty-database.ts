import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An empty PGlite database that `npm run build` makes (scripts/compile-pglite.ts). A new data directory starts as a
 * copy of it, and so does an import's search-vector thread (ADR 032): PGlite's initdb peaked at about 700 MB of
 * resident memory, more than the server or an import ever needs afterwards (issue #38).
 */
export const EMPTY_DATABASE_DIR = fileURLToPath(new URL('../../../dist/pglite/empty-database', import.meta.url));

export type PgliteDirStart =
  | { kind: 'existing' }
  | { kind: 'copied'; note: string }
  | { kind: 'initdb'; note: string };

const holdsFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Makes `dir` a copy of the empty database when it is new (missing or an empty folder), and says how PGlite is to
 * start on it. A folder that holds anything is never written to: it is someone's database. The copy is made beside
 * it and renamed into place, which the system refuses over a folder that is not empty, so a copy cut short is never
 * opened and a database made meanwhile by another process is never replaced.
 */
export function prepareNewPgliteDir(dir: string, template = EMPTY_DATABASE_DIR): PgliteDirStart {
  if (holdsFiles(dir)) return { kind: 'existing' };
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    const why = `no empty database at ${template} (npm run build makes it)`;
    return { kind: 'initdb', note: `New PGlite database in ${dir}: made by initdb, which takes longer and more memory, since there is ${why}` };
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  const partial = `${dir}.copying-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && holdsFiles(dir)) return { kind: 'existing' };
    throw error;
  }
  return { kind: 'copied', note: `New PGlite database in ${dir}: a copy of the build's empty database (${template})` };
}
