import { describe, expect, it } from 'vitest';
import { checkDocument, packFor } from '../jurisdictions';
import { assembleDraft } from './assemble';
import { completeIntakeFor } from './intake.fixture';
import { RESIDENTIAL_LEASE } from './types-contracts-residential';

const LEASE_FIGURES = { monthlyRent: 2000, securityDeposit: 2000, lateFee: 50, lateFeeGraceDays: 5, unitsInBuilding: 12 };

/** The assembled lease in the checker's shape, with the figures its details would give. */
function checkedLease(figures: Record<string, number> = LEASE_FIGURES) {
  const draft = assembleDraft({ type: RESIDENTIAL_LEASE, intake: completeIntakeFor(RESIDENTIAL_LEASE), jurisdictionLabel: 'Test', packAvailable: true });
  return {
    title: draft.title,
    family: 'contract' as const,
    typeId: RESIDENTIAL_LEASE.id,
    sections: draft.sections.map((section) => ({ heading: section.heading, text: section.paragraphs.join('\n\n') })),
    format: { pleadingPaper: false },
    figures,
  };
}

const ruleIdsIn = (jurisdiction: string, figures?: Record<string, number>) =>
  checkDocument({ pack: packFor(jurisdiction)!, document: checkedLease(figures), asOf: '2026-01-01' }).map((finding) => finding.ruleId);

describe('RESIDENTIAL_LEASE', () => {
  it('asks for the figures the state limits read', () => {
    const ids = RESIDENTIAL_LEASE.intakeFields.map((field) => field.id);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(LEASE_FIGURES)));
  });

  it('leaves the deposit return period for the lawyer, so each state reports its deadline until it is stated', () => {
    expect(ruleIdsIn('us-ca')).toEqual(['ca-civ-1950.5g-deposit-return']);
    expect(ruleIdsIn('us-ny')).toEqual(['ny-gol-7-108-1a-e-deposit-return']);
    expect(ruleIdsIn('us-tx')).toEqual(['tx-prop-92.103a-deposit-return']);
    expect(ruleIdsIn('us-fl')).toEqual(['fl-83.49-2-deposit-notice', 'fl-83.49-3a-deposit-return']);
  });

  it('drafts without findings where no state rule applies to it', () => {
    expect(ruleIdsIn('us-federal')).toEqual([]);
    expect(ruleIdsIn('us-il')).toEqual([]);
  });

  it('reports a deposit above one month\'s rent in New York', () => {
    expect(ruleIdsIn('us-ny', { ...LEASE_FIGURES, securityDeposit: 3000 })).toContain('ny-gol-7-108-1a-a-deposit-limit');
  });
});
