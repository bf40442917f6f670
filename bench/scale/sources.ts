/**
 * The real text the generated opinions are made of: a fixed-size sample of the SCOTUS corpus's paragraphs (reservoir
 * sampling, seeded, so memory stays the same whatever size is generated) and the parties' names of the U.S. Reports
 * index, recombined into new case names.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { JUSTIA_PAGE_MARKER } from '../../src/legal/verification/page-markers';
import type { Prng } from './prng';

/** Paragraphs kept: about 25 MB of text, enough that opinions rarely repeat a paragraph pairing. */
export const POOL_PARAGRAPHS = 24_000;
/** Paragraphs shorter than this are captions, headings and page markers, not prose. */
const MIN_PARAGRAPH = 200;
const MAX_PARAGRAPH = 6_000;

async function* jsonLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() !== '') yield JSON.parse(line) as Record<string, unknown>;
  }
}

export interface TextPool {
  paragraphs: string[];
  authors: string[];
}

/** A seeded uniform sample of the prose paragraphs of the SCOTUS JSON Lines files, with the authors named there. */
export async function samplePool(files: readonly string[], prng: Prng, size = POOL_PARAGRAPHS): Promise<TextPool> {
  const paragraphs: string[] = [];
  const authors = new Set<string>();
  let seen = 0;
  for (const file of files) {
    for await (const record of jsonLines(file)) {
      if (typeof record.author === 'string' && record.author) authors.add(record.author);
      if (typeof record.text !== 'string') continue;
      for (const raw of record.text.split(/\n\s*\n/)) {
        // Justia's page markers ('Page 409 U. S. 323') would tell the citation checker that the generated case's
        // pages are the SCOTUS case's: they go.
        const paragraph = raw.replace(new RegExp(JUSTIA_PAGE_MARKER.source, 'g'), ' ').replace(/\s*\n\s*/g, ' ').replace(/ {2,}/g, ' ').trim();
        if (paragraph.length < MIN_PARAGRAPH || paragraph.length > MAX_PARAGRAPH) continue;
        seen += 1;
        if (paragraphs.length < size) paragraphs.push(paragraph);
        else {
          const slot = Math.floor(prng.next() * seen);
          if (slot < size) paragraphs[slot] = paragraph;
        }
      }
    }
  }
  if (paragraphs.length === 0) throw new Error(`no paragraphs of prose in ${files.join(', ')}`);
  return { paragraphs, authors: [...authors].sort() };
}

/** The parties of the U.S. Reports index's 'A v. B' names ('name' column of us-reports-index.tsv), deduplicated. */
export async function readParties(indexTsv: string): Promise<string[]> {
  const parties = new Set<string>();
  const input = createReadStream(indexTsv);
  let header = true;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (header) {
      header = false;
      continue;
    }
    const name = line.split('\t')[1] ?? '';
    if (!/\sv\.\s/.test(name)) continue; // 'Hayburn's Case', 'Appointment of Iredell'
    for (const party of name.split(/\s+v\.\s+/)) {
      const trimmed = party.trim();
      if (trimmed.length >= 3 && trimmed.length <= 60 && /^[A-Z]/.test(trimmed) && !/^(In re|Ex parte)\b/i.test(trimmed)) parties.add(trimmed);
    }
  }
  return [...parties].sort();
}
