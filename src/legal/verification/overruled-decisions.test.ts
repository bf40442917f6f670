import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { caseNamesMatch } from './case-names-match';
import { OVERRULED_DECISIONS, overruledDecision } from './overruled-decisions';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scotusDir = path.resolve(repoRoot, process.env.SCOTUS_DIR ?? '../shared/data/scotus');
const files = ['opinions-1973-1989.jsonl.gz', 'opinions-1990-2024.jsonl.gz'].map((file) => path.join(scotusDir, file));
const indexFile = path.join(scotusDir, 'us-reports-index.tsv');
const hasCorpus = [...files, indexFile].every((file) => existsSync(file));
if (!hasCorpus) console.log(`overruling sentences not checked against the corpus: ${[...files, indexFile].join(', ')} not found (set SCOTUS_DIR)`);

/** Baker v. Nelson, "a one-line summary decision" (Obergefell, in the corpus), which the index of opinions does not list. */
const SUMMARY_DISPOSITION = '409 U.S. 810';

/** Spacing and "U. S." differ between the corpus and the table; the words must not. */
const comparable = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe('the table of overruled decisions', () => {
  it('finds a row by the overruled decision\'s citation', () => {
    expect(overruledDecision('410 U.S. 113')?.by.citation).toBe('597 U.S. 215');
    expect(overruledDecision('467 U.S. 837')?.by.name).toBe('Loper Bright Enterprises v. Raimondo');
    expect(overruledDecision('347 U.S. 483')).toBeNull();
  });

  describe.skipIf(!hasCorpus)('against the Supreme Court corpus', () => {
    const opinions = hasCorpus
      ? files.flatMap((file) =>
          gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { citation: string | null; docket: string | null; text: string }),
        )
      : [];

    // A skipped block's body still runs when the tests are collected, so nothing is read without the corpus.
    const index = new Map(
      (hasCorpus ? readFileSync(indexFile, 'utf8').split('\n').slice(1).filter(Boolean) : []).map((line) => {
        const [citation, name, year] = line.split('\t');
        return [citation!, { name: name!, year: Number(year) }] as const;
      }),
    );

    it.each(OVERRULED_DECISIONS.map((row) => [row.name, row] as const))('the U.S. Reports index names %s and the decision overruling it as the table does', (_name, row) => {
      if (row.citation === SUMMARY_DISPOSITION) expect(index.has(row.citation)).toBe(false);
      else expect(caseNamesMatch(row.name, index.get(row.citation)?.name ?? ''), row.citation).toBe(true);
      const by = index.get(row.by.citation);
      // Decisions past the index's last paged volume are known there by docket only.
      if (by) expect([caseNamesMatch(row.by.name, by.name), by.year]).toEqual([true, row.by.year]);
    });

    it.each(OVERRULED_DECISIONS.filter((row) => row.source.includes('corpus')).map((row) => [row.name, row] as const))(
      'the overruling opinion of %s says the sentence the table quotes',
      (_name, row) => {
        const overruling = opinions.filter((opinion) => opinion.citation === row.by.citation || (row.by.docket && opinion.docket === row.by.docket));
        expect(overruling.length).toBeGreaterThan(0);
        expect(overruling.some((opinion) => comparable(opinion.text).includes(comparable(row.sentence)))).toBe(true);
      },
    );
  });
});
