import { describe, expect, it } from 'vitest';
import { CITATION_FIXTURES, describeCitation } from './citations.fixture';
import { extractCitations } from './extract';
import { formatAccuracy, measureAccuracy } from './fixture-accuracy';

// Each miss costs about 0.25% of the set, so these allow the documented gap and no silent regressions.
const PRECISION_FLOOR = 0.99;
const RECALL_FLOOR = 0.98;

describe('extractCitations fixture set', () => {
  it('holds at least 300 citation strings', () => {
    expect(CITATION_FIXTURES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CITATION_FIXTURES.filter((fixture) => !fixture.gap).map((fixture) => [fixture.text, fixture.expected]))(
    'reads %j',
    (text, expected) => {
      expect(extractCitations(text).map(describeCitation)).toEqual(expected);
    },
  );

  it('reports precision and recall above the floor', () => {
    const accuracy = measureAccuracy(CITATION_FIXTURES);
    console.log(`citation extraction over ${accuracy.fixtures} synthetic fixtures: ${formatAccuracy(accuracy)}`);
    expect(accuracy.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(accuracy.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
