import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../jurisdictions/list';
import { resolvePaper } from './resolve';

/** Goals whose paper differs from court to court: each jurisdiction with a rule pack must have its own, or refuse. */
const COURT_SPECIFIC_GOALS = [
  'motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel', 'employee-noncompete', 'sale-of-business-noncompete',
];

describe('every jurisdiction with a rule pack has its own paper, or a refusal, for each court-specific goal', () => {
  for (const { id, label } of JURISDICTIONS) {
    for (const goal of COURT_SPECIFIC_GOALS) {
      it(`${label}: ${goal}`, () => {
        const resolution = resolvePaper(goal, id);
        expect(resolution?.kind, `${goal} in ${label} falls back to the general form`).toMatch(/^(paper|refused)$/);
      });
    }
  }

  it('a state without a rule pack gets the general form, which names no federal rule', () => {
    const resolution = resolvePaper('motion-to-dismiss', 'us-oh');
    expect(resolution?.kind).toBe('general');
    expect(JSON.stringify(resolution)).not.toMatch(/12\(b\)|Fed\. R\. Civ\. P\./);
  });
});
