/**
 * Writes a deterministic CourtListener-format corpus for the scale benchmark (issue #38):
 *
 *   npx tsx bench/scale/generate.ts --opinions 10000 --out DIR       # courts, dockets, clusters, citations, opinions
 *   npx tsx bench/scale/generate.ts --citations 10000000 --out DIR   # the same without opinions: 10M citation rows
 *
 * Options: --seed N (default 1), --level N (gzip level, default 6), --data DIR (the shared reference data, default
 * ../shared/data: the SCOTUS opinions, the U.S. Reports index, reporters-db, courts-db). Sizes take k and M
 * (10k, 10M). Files are named as CourtListener names them, dated 2026-01-01, and imported in the order printed:
 *
 *   npm run corpus:import -- --complete DIR/courts-2026-01-01.csv.gz DIR/dockets-… DIR/opinion-clusters-… DIR/citations-… [DIR/opinions-…]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateCorpus, sourceFiles } from './corpus-generator';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** '10k' → 10,000; '10M' → 10,000,000; a plain number as it is. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`'${text}' is not a size (write 10000, 10k or 10M)`);
  const factor = { '': 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6 }[match[2] ?? ''] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

export const defaultSharedData = () => path.resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR || '../shared/data');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      opinions: { type: 'string' },
      citations: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      level: { type: 'string', default: '6' },
      data: { type: 'string' },
    },
  });
  if (!values.out || Boolean(values.opinions) === Boolean(values.citations)) {
    console.error('Usage: npx tsx bench/scale/generate.ts (--opinions 10k | --citations 10M) --out DIR [--seed 1] [--level 6] [--data ../shared/data]');
    process.exit(2);
  }
  const started = performance.now();
  const generated = await generateCorpus({
    out: path.resolve(values.out),
    opinions: values.opinions ? parseSize(values.opinions) : undefined,
    citations: values.citations ? parseSize(values.citations) : undefined,
    seed: Number(values.seed),
    level: Number(values.level),
    sources: sourceFiles(values.data ? path.resolve(values.data) : defaultSharedData()),
    onProgress: (c) => process.stderr.write(`\r${c.clusters.toLocaleString('en-US')} cases, ${c.citations.toLocaleString('en-US')} citations, ${c.opinions.toLocaleString('en-US')} opinions `),
  });
  process.stderr.write('\n');
  const { counts } = generated;
  console.log(
    `Wrote ${counts.courts} courts, ${counts.dockets} dockets, ${counts.clusters} clusters, ${counts.citations} citations, ` +
      `${counts.opinions} opinions (${(generated.textChars / 2 ** 20).toFixed(0)} MB of text); ` +
      `${(generated.bytes / 2 ** 20).toFixed(1)} MB compressed in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB. Import in this order:`,
  );
  for (const file of generated.files) console.log(`  ${file}`);
}
