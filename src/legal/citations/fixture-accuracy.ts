import type { CitationFixture } from './citations.fixture';
import { describeCitation } from './citations.fixture';
import { extractCitations } from './extract';

export type Accuracy = {
  fixtures: number;
  found: number;
  expected: number;
  matched: number;
  precision: number;
  recall: number;
};

/** How many of `found` are in `expected`, each expected line matching at most once. */
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

/**
 * Precision and recall of `extractCitations` over a fixture set, gaps included: a citation counts as found only
 * when every field `describeCitation` prints is right (name, pin, parallels, court, year).
 */
export function measureAccuracy(fixtures: readonly CitationFixture[]): Accuracy {
  let found = 0;
  let expected = 0;
  let matched = 0;
  for (const fixture of fixtures) {
    const described = extractCitations(fixture.text).map(describeCitation);
    found += described.length;
    expected += fixture.expected.length;
    matched += countMatches(fixture.expected, described);
  }
  return { fixtures: fixtures.length, found, expected, matched, precision: matched / found, recall: matched / expected };
}

/** One line for the test output and the README: 'precision 0.995 (367/369), recall 0.984 (367/373)'. */
export function formatAccuracy(accuracy: Accuracy): string {
  const { found, expected, matched, precision, recall } = accuracy;
  return `precision ${precision.toFixed(3)} (${matched}/${found}), recall ${recall.toFixed(3)} (${matched}/${expected})`;
}
