/**
 * Recall and precision of citation extraction over a sample of whole Supreme Court opinions (issue #35).
 *
 * Usage: npx tsx scripts/measure-extraction.ts [scotus-dir] [--count 300] [--show-misses N]. The directory holds
 * opinions-1973-1989.jsonl.gz and opinions-1990-2024.jsonl.gz (default ../shared/data/scotus beside the repository).
 * Half the sample comes from each file, drawn with a fixed seed, so two runs measure the same opinions.
 *
 * "Present" is every `volume reporter page` the reporters database (or the compact table) knows as a reporter or a
 * journal, less what the text says of itself (Justia's 'Page 409 U. S. 323' markers, 'post, p. 409 U. S. 309', and
 * the further pages Justia lists after one: 'Ante at 410 U. S. 9, 410 U. S. 10').
 * A present citation has an entry when an extracted citation covers it. An extracted citation is a known false
 * positive when it is one of those self-references or a journal read as a case without a case name.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { extractCitations } from '../src/legal/citations';
import { isJournal } from '../src/legal/citations/journals';
import { OTHER_REPORTER } from '../src/legal/citations/other-reporters';
import { REPORTER } from '../src/legal/citations/patterns';
import { findReporterEdition } from '../src/legal/citations/reporters';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const dir = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? resolve(ROOT, '../shared/data/scotus');
const count = option('--count', 300);
const showMisses = option('--show-misses', 0);

/** Mulberry32: a small seeded generator, so the sample is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample(file: string, size: number, random: () => number): string[] {
  const texts = gunzipSync(readFileSync(join(dir, file)))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const picked = new Set<number>();
  while (picked.size < Math.min(size, texts.length)) picked.add(Math.floor(random() * texts.length));
  return [...picked].sort((a, b) => a - b).map((index) => texts[index]!);
}

const CANDIDATE = new RegExp(String.raw`(?<![\w$.§-])(\d{1,4})\s*,?\s*(${REPORTER}|${OTHER_REPORTER})\s*(\d{1,5})(?!\w)`, 'g');
// 'Page 409 U. S. 323', 'post, p. 409 U. S. 309', 'Pp. 409 U. S. 327', 'ante at 409 U. S. 333' (Justia's link text).
const SELF_REFERENCE = /(?:\bPage|\b(?:ante|post),?\s*pp?\.|\bPp?\.|\b(?:ante|post|supra|infra),?\s*at)\s*$/i;
// A page marker inside a citation ('365 Page 411 U. S. 516 U.S. 167'): the marker's page is no volume.
const AFTER_MARKER = /\bPage\s+\d+\s+U\.\s*S\.\s*$/;
const isSelfReference = (text: string, at: number) => SELF_REFERENCE.test(text.slice(Math.max(0, at - 14), at));
const afterMarker = (text: string, at: number) => AFTER_MARKER.test(text.slice(Math.max(0, at - 24), at));

type Span = { start: number; end: number; text: string };

function present(text: string): Span[] {
  const spans: Span[] = [];
  // 'Ante at 410 U. S. 9, 410 U. S. 10': Justia's link text lists more pages of the same self-reference.
  let selfReferenceEnd = -1;
  for (const match of text.matchAll(CANDIDATE)) {
    if (isSelfReference(text, match.index) || (selfReferenceEnd >= 0 && /^,\s*$/.test(text.slice(selfReferenceEnd, match.index)))) {
      selfReferenceEnd = match.index + match[0].length;
      continue;
    }
    const reporter = match[2]!;
    if (!findReporterEdition(reporter) && !isJournal(reporter)) continue;
    // 'App. 182' is the record's joint appendix, and '§ 99F.11' a section number: neither cites anything.
    if (/^app\.$/i.test(reporter) || /[§¶�]\s*$/.test(text.slice(Math.max(0, match.index - 3), match.index))) continue;
    if (afterMarker(text, match.index)) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  return spans;
}

const random = seeded(35);
const opinions = [...sample('opinions-1973-1989.jsonl.gz', count / 2, random), ...sample('opinions-1990-2024.jsonl.gz', count / 2, random)];
let citationsPresent = 0;
let withEntry = 0;
let extracted = 0;
let falsePositives = 0;
const misses: string[] = [];
const wrong: string[] = [];
for (const text of opinions) {
  const citations = extractCitations(text);
  extracted += citations.length;
  for (const citation of citations) {
    // A journal-shaped reporter after a case name is a law report of decisions ('55 A.L.J.R. 258'), rightly a case.
    const reporter = citation.kind === 'case' && !citation.caseName ? citation.reporter : null;
    if (isSelfReference(text, citation.start) || (reporter !== null && isJournal(reporter) && !findReporterEdition(reporter))) {
      falsePositives += 1;
      wrong.push(citation.text.replace(/\s+/g, ' '));
    }
  }
  for (const span of present(text)) {
    citationsPresent += 1;
    if (citations.some((citation) => citation.start < span.end && citation.end > span.start)) withEntry += 1;
    else misses.push(`${text.slice(Math.max(0, span.start - 40), span.start).replace(/\s+/g, ' ')}[[${span.text.replace(/\s+/g, ' ')}]]${text.slice(span.end, span.end + 20).replace(/\s+/g, ' ')}`);
  }
}
const ratio = (a: number, b: number) => `${(a / b).toFixed(4)} (${a.toLocaleString('en-US')}/${b.toLocaleString('en-US')})`;
console.log(`${opinions.length} opinions from ${dir}`);
console.log(`recall: citations with an entry / citations present = ${ratio(withEntry, citationsPresent)}; ${citationsPresent - withEntry} without an entry`);
console.log(`precision: extracted less known false positives / extracted = ${ratio(extracted - falsePositives, extracted)}`);
if (showMisses > 0) {
  console.log('\nWithout an entry:');
  misses.slice(0, showMisses).forEach((miss) => console.log(`  ${miss}`));
  console.log('\nKnown false positives:');
  wrong.slice(0, showMisses).forEach((item) => console.log(`  ${item}`));
}
