/**
 * The search benchmark's baseline, as issue #38 names it: a ripgrep scan of all opinion text. The opinions are
 * written once (untimed) as one plain-text file each into a temporary folder; each timed scan is a pipeline that finds
 * the files holding every one of the query's words and quoted phrases, case-insensitively, as search finds the
 * opinions holding all of them: the first `rg -l` reads all the text, each next one only the files still in the running.
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

/**
 * The shell pipeline for `terms` ($1 the folder, $2… the terms, so no term is ever parsed by the shell): NUL-separated
 * file names flow from one `rg -l` to the next through xargs, and the last stage counts them.
 */
export function pipelineScript(terms: number): string {
  const stages = [`rg -l0 -i -F -e "$2" -- "$1"`];
  for (let i = 2; i <= terms; i += 1) stages.push(`xargs -0 -r rg -l0 -i -F -e "\${${i + 1}}" --`);
  return [...stages, `tr -cd '\\0' | wc -c`].join(' | ');
}

/** One scan of all the files for the query's terms; resolves with how many files hold every term. */
export function ripgrepScan(dir: string, q: string): Promise<number> {
  const terms = queryTerms(q);
  if (terms.length === 0) return Promise.reject(new Error(`the query "${q}" has no word to scan for`));
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', pipelineScript(terms.length), 'sh', dir, ...terms], (error, stdout) => {
      if (error) reject(error);
      else resolve(Number(stdout.trim()));
    });
  });
}
