import { describe, expect, it } from 'vitest';
import { describeCitation } from './citations.fixture';
import { extractCitations } from './extract';
import { formatAccuracy, measureAccuracy } from './fixture-accuracy';
import { OPINION_SAMPLES } from './opinion-samples.fixture';

// About 57 labelled citations, so each miss costs almost 2%: the floors allow one miss and no silent regressions.
const PRECISION_FLOOR = 0.99;
const RECALL_FLOOR = 0.98;

describe('extractCitations on Supreme Court opinion excerpts', () => {
  const asserted = OPINION_SAMPLES.filter((sample) => !sample.gap);
  it.each(asserted.map((sample) => [sample.source, sample.text, sample.expected]))(
    'reads the excerpt of %s',
    (_source, text, expected) => {
      expect(extractCitations(text).map(describeCitation)).toEqual(expected);
    },
  );

  it('reports precision and recall above the floor', () => {
    const accuracy = measureAccuracy(OPINION_SAMPLES);
    console.log(`citation extraction over ${accuracy.fixtures} SCOTUS opinion excerpts: ${formatAccuracy(accuracy)}`);
    expect(accuracy.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(accuracy.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
