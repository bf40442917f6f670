import { describe, expect, it } from 'vitest';
import { findClauses } from './clauses';
import { LABELLED_SET, OVERRIDING_SOURCES, PLANTED_PROBLEMS, type LabelledAgreement, type LabelledValues } from './labelled-set.fixture';
import { DEFAULT_PLAYBOOK } from './playbook-default';
import { reviewContract } from './review-contract';
import { contractValues } from './values';

/**
 * The review measured against the labelled set: clause labels by (label, starting paragraph), precision and recall;
 * values (governing law, venue, term, survival, and the lists of amounts, percentages and periods) by exact agreement. The floors are the figures reached when the
 * set was written; a change that reads contracts worse fails here.
 */

const key = (label: string, paragraph: number) => `${label}@${paragraph}`;

function measure(set: readonly LabelledAgreement[]) {
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  let valuesRight = 0;
  let valuesAll = 0;
  const misses: string[] = [];
  for (const agreement of set) {
    const { clauses } = findClauses(agreement.blocks);
    const found = new Set(clauses.map((clause) => key(clause.label, clause.paragraph)));
    const wanted = new Set(agreement.clauses.map(([label, paragraph]) => key(label, paragraph)));
    predicted += found.size;
    expected += wanted.size;
    for (const item of found) if (wanted.has(item)) truePositives++; else misses.push(`${agreement.name}: extra ${item}`);
    for (const item of wanted) if (!found.has(item)) misses.push(`${agreement.name}: missed ${item}`);
    const values = contractValues(agreement.blocks, clauses);
    const read: LabelledValues = {
      governingLaw: values.governingLaw?.state ?? null,
      venueCourts: values.venue?.courts ?? null,
      term: values.term,
      survival: values.survival,
      amounts: [...new Set(values.amounts.map((amount) => amount.value))],
      percentages: values.percentages.map((percentage) => percentage.value),
      periodDays: values.periods.map((period) => period.days),
    };
    for (const field of Object.keys(read) as (keyof LabelledValues)[]) {
      valuesAll++;
      const [got, wanted] = [read[field], agreement.values[field]];
      // A list is right when it holds exactly the labelled values, none missed and none extra.
      const right = Array.isArray(got) && Array.isArray(wanted)
        ? JSON.stringify([...got].sort((a, b) => a - b)) === JSON.stringify([...wanted].sort((a, b) => a - b))
        : got === wanted;
      if (right) valuesRight++; else misses.push(`${agreement.name}: ${field} read ${JSON.stringify(read[field])}, labelled ${JSON.stringify(agreement.values[field])}`);
    }
  }
  return { precision: truePositives / predicted, recall: truePositives / expected, valueAccuracy: valuesRight / valuesAll, misses };
}

describe('the labelled set', () => {
  it('holds agreements of the catalogue kinds, each clause labelled', () => {
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(20);
    expect(LABELLED_SET.every((agreement) => agreement.clauses.length >= 4)).toBe(true);
  });

  it('is read with clause-label precision and recall and value accuracy at or above the floors', () => {
    const result = measure(LABELLED_SET);
    console.info(`labelled set: precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}, values ${result.valueAccuracy.toFixed(3)}\n${result.misses.join('\n')}`);
    // Reached on 24 agreements (20, two variants planting lease problems, and two for issue #37's misreads): 1.000, 1.000
    // and 1.000. The two added were measured blind first: 0.981, 0.981 and 0.983 over the set (a "Term and Termination"
    // article's sub-clauses read as one, a venue in "the Circuit Court of Cook County" not read at all).
    expect(result.precision).toBeGreaterThanOrEqual(0.99);
    expect(result.recall).toBeGreaterThanOrEqual(0.99);
    // Two more (a Florida lease planting two deposit problems, a Texas employee under Delaware law planting none) were
    // measured blind at 1.000 on all 26.
    // Percentages and periods joined the values after (issue #37): measured blind on all 24, 191 of 192 values (0.994), the
    // miss a deposit of "three (3) months' rent" read as a period of time.
    expect(result.valueAccuracy).toBeGreaterThanOrEqual(1);
  });

  it('finds the problems planted under the law that overrides a choice, and no others', () => {
    let found = 0;
    let right = 0;
    let planted = 0;
    for (const agreement of LABELLED_SET) {
      const review = reviewContract({ title: agreement.title, blocks: agreement.blocks, positions: DEFAULT_PLAYBOOK, requested: null, asOf: '2026-11-28' });
      const sources = review.findings.map((finding) => finding.source).filter((source) => OVERRIDING_SOURCES.test(source));
      const expected = [...(PLANTED_PROBLEMS[agreement.name] ?? [])];
      planted += expected.length;
      found += sources.length;
      for (const source of sources) {
        const at = expected.indexOf(source);
        if (at >= 0) {
          right++;
          expected.splice(at, 1);
        }
      }
    }
    console.info(`planted problems: precision ${(right / found).toFixed(3)}, recall ${(right / planted).toFixed(3)} (${right} of ${planted} found, ${found} reported)`);
    expect(right / found).toBe(1);
    expect(right / planted).toBe(1);
  });
});
