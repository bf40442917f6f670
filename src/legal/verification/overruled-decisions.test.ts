import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OVERRULED_DECISIONS, overruledDecision } from './overruled-decisions';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scotusDir = path.resolve(repoRoot, process.env.SCOTUS_DIR ?? '../shared/data/scotus');
const recent = path.join(scotusDir, 'opinions-1990-2024.jsonl.gz');
const hasCorpus = existsSync(recent);
if (!hasCorpus) console.log(`overruling sentences not checked against the corpus: ${recent} not found (set SCOTUS_DIR)`);

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
      ? gunzipSync(readFileSync(recent)).toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { citation: string | null; docket: string | null; text: string })
      : [];

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
