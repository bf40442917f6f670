import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareNewPgliteDir } from './empty-database';

/** The files under `dir`, each with its contents. */
function contents(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8')]));
}

describe('a PGlite data directory before the database opens', () => {
  let scratch: string;
  let template: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'vd-empty-database-'));
    // Stands for the build's empty database: what matters here is which files end up where.
    template = path.join(scratch, 'empty-database');
    mkdirSync(path.join(template, 'base', '1'), { recursive: true });
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(template, 'base', '1', 'catalog'), 'empty catalog');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('becomes a copy of the empty database when it does not exist yet, with no partial copy left beside it', () => {
    const dir = path.join(scratch, 'data', 'pglite');
    const start = prepareNewPgliteDir(dir, template);
    expect(start).toEqual({ kind: 'copied', note: `New PGlite database in ${dir}: a copy of the build's empty database (${template})` });
    expect(contents(dir)).toEqual(contents(template));
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('becomes a copy when it is an empty folder', () => {
    const dir = path.join(scratch, 'pglite');
    mkdirSync(dir);
    expect(prepareNewPgliteDir(dir, template).kind).toBe('copied');
    expect(contents(dir)).toEqual(contents(template));
  });

  it('is never written to once it holds anything: a database already there stays as it was', () => {
    const dir = path.join(scratch, 'pglite');
    mkdirSync(path.join(dir, 'base', '1'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dir, 'base', '1', 'catalog'), 'a firm’s drafts and users');
    const before = contents(dir);
    expect(prepareNewPgliteDir(dir, template)).toEqual({ kind: 'existing' });
    expect(contents(dir)).toEqual(before);
    expect(readdirSync(scratch).sort()).toEqual(['empty-database', 'pglite']);
  });

  it('is left for initdb when the build made no empty database, and the note says why', () => {
    const dir = path.join(scratch, 'data', 'pglite');
    const missing = path.join(scratch, 'no-build');
    const start = prepareNewPgliteDir(dir, missing);
    expect(start.kind).toBe('initdb');
    expect(start.kind === 'initdb' && start.note).toBe(
      `New PGlite database in ${dir}: made by initdb, which takes longer and more memory, since there is no empty database at ${missing} (npm run build makes it)`,
    );
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
  });
});
