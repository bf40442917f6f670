/**
 * The search benchmark's baseline, as issue #16 names it: a ripgrep scan of all opinion text. The opinions are
 * written once (untimed) as one plain-text file each into a temporary folder; each timed scan then counts, in every
 * file, the lines holding any of the query's words or quoted phrases (`rg -i -F -c`), so it reads all of the text.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { selectRows } from '../src/server/db/rows';

const BATCH = 500; // opinions read per query while writing the files, so the whole text is never in memory at once

/** The query's quoted phrases and words, without punctuation; one-letter words ('v.') are left out. */
export function queryTerms(q: string): string[] {
  return [...q.matchAll(/"([^"]+)"|(\S+)/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replace(/[^A-Za-z0-9 ]/g, '').trim())
    .filter((term) => term.length > 1);
}

/** ripgrep's version line, or null when `rg` is not installed. */
export function ripgrepVersion(): string | null {
  try {
    return execFileSync('rg', ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

export interface OpinionFiles {
  dir: string;
  files: number;
  bytes: number;
  remove(): void;
}

/** Writes every opinion's text to its own file in a new temporary folder. */
export async function writeOpinionFiles(db: Db): Promise<OpinionFiles> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-bench-rg-'));
  const dir = path.join(root, 'opinions');
  mkdirSync(dir);
  let files = 0;
  let bytes = 0;
  for (let after = 0; ; ) {
    const rows = await selectRows<{ id: string; text: string }>(
      db,
      sql`select id, text from opinions where id > ${after} order by id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    for (const { id, text } of rows) {
      writeFileSync(path.join(dir, `${id}.txt`), text);
      files += 1;
      bytes += Buffer.byteLength(text);
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  return { dir, files, bytes, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** One scan of all the files for the query's terms; resolves when ripgrep has finished (exit 1 means no match). */
export function ripgrepScan(dir: string, q: string): Promise<void> {
  const patterns = queryTerms(q).flatMap((term) => ['-e', term]);
  return new Promise((resolve, reject) => {
    execFile('rg', ['-i', '-F', '-c', ...patterns, dir], { maxBuffer: 64 * 1024 * 1024 }, (error) => {
      if (error && error.code !== 1) reject(error);
      else resolve();
    });
  });
}
