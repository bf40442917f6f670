/**
 * Citation extraction throughput over every SCOTUS opinion: extractCitations beside a baseline scan of the same
 * texts in the same run. Run with `npm run bench -- extraction`.
 */
import { extractCitations } from '../src/legal/citations';
import { scotusFiles, scotusLines } from './corpus';
import { count, megabytes, megabytesPerSecond, peakRss, perSecond, seconds, timed, versus } from './format';
import { recordRow } from './report';

// The simplest useful citation finder: U.S. Reports references only, one regex, no parsing or normalising.
const US_REPORTS = /\d+\s+U\.\s?S\.\s+\d+/g;
const WARM_UP_TEXTS = 300;

function scanUsReports(text: string): number {
  let matches = 0;
  for (const _ of text.matchAll(US_REPORTS)) matches += 1;
  return matches;
}

const sumOver = (texts: string[], find: (text: string) => number) => texts.reduce((sum, text) => sum + find(text), 0);

// The texts are held in memory before timing, so gunzip and disk reads are in neither figure.
const loading = await timed(async () => {
  const texts: string[] = [];
  for await (const line of scotusLines(scotusFiles())) {
    const { text } = JSON.parse(line) as { text?: unknown };
    if (typeof text === 'string' && text !== '') texts.push(text);
  }
  return texts;
});
const texts = loading.value;
const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
console.log(
  `Extraction: ${count(texts.length)} opinions, ${megabytes(bytes)} of text (UTF-8), ` +
    `read and parsed in ${seconds(loading.ms)} (not timed below)`,
);

// One pass over a slice first, so both timed passes run compiled code rather than the interpreter's.
const warmUp = texts.slice(0, WARM_UP_TEXTS);
sumOver(warmUp, scanUsReports);
sumOver(warmUp, (text) => extractCitations(text).length);

const baseline = await timed(() => sumOver(texts, scanUsReports));
const measured = await timed(() => sumOver(texts, (text) => extractCitations(text).length));

const line = (name: string, found: number, what: string, ms: number) =>
  `  ${name.padEnd(37)} ${count(found).padStart(9)} ${what} in ${seconds(ms).padStart(6)}: ` +
  `${megabytesPerSecond(bytes, ms)}, ${perSecond(found, ms)} ${what}/s`;
console.log(line(`baseline ${US_REPORTS}`, baseline.value, 'matches', baseline.ms));
console.log(line('extractCitations (all kinds)', measured.value, 'citations', measured.ms));
console.log(`  extractCitations takes ${versus(measured.ms, baseline.ms)}; peak RSS ${peakRss()}`);

// The baseline, eyecite, is Python from PyPI, which this machine cannot reach; the regex scan stands in, so the
// row says which baseline it is and leaves the eyecite goal unjudged.
recordRow({
  path: 'citation extraction',
  database: '',
  measured: megabytesPerSecond(bytes, measured.ms),
  baseline: `one-regex U.S. Reports scan: ${megabytesPerSecond(bytes, baseline.ms)} (eyecite not runnable here)`,
  ratio: `${(measured.ms / baseline.ms).toFixed(1)}× its time`,
  goal: '≥ 100× eyecite',
  met: null,
});
