import { describe, expect, it } from 'vitest';
import { CITATION_FIXTURES, describeCitation } from './citations.fixture';
import { extractCitations } from './extract';

// Each miss costs about 0.5% of the set, so 0.95 allows the handful of documented gaps and no silent regressions.
const FLOOR = 0.95;

function countMatches(expected: readonly string[], found: readonly string[]): number {
  const remaining = [...expected];
  let matched = 0;
  for (const item of found) {
    const index = remaining.indexOf(item);
    if (index >= 0) {
      remaining.splice(index, 1);
      matched += 1;
    }
  }
  return matched;
}

describe('extractCitations fixture set', () => {
  it('holds at least 150 citation strings', () => {
    expect(CITATION_FIXTURES.length).toBeGreaterThanOrEqual(150);
  });

  it.each(CITATION_FIXTURES.filter((fixture) => !fixture.gap).map((fixture) => [fixture.text, fixture.expected]))(
    'reads %j',
    (text, expected) => {
      expect(extractCitations(text).map(describeCitation)).toEqual(expected);
    },
  );

  it('reports precision and recall above the floor', () => {
    let found = 0;
    let expected = 0;
    let matched = 0;
    for (const fixture of CITATION_FIXTURES) {
      const described = extractCitations(fixture.text).map(describeCitation);
      found += described.length;
      expected += fixture.expected.length;
      matched += countMatches(fixture.expected, described);
    }
    const precision = matched / found;
    const recall = matched / expected;
    console.log(
      `citation extraction over ${CITATION_FIXTURES.length} fixtures: precision ${precision.toFixed(3)} ` +
        `(${matched}/${found}), recall ${recall.toFixed(3)} (${matched}/${expected})`,
    );
    expect(precision).toBeGreaterThanOrEqual(FLOOR);
    expect(recall).toBeGreaterThanOrEqual(FLOOR);
  });
});
