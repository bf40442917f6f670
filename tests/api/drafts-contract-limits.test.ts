import { describe, expect, it } from 'vitest';
import { useDraftingApp, withSectionText } from '../support/drafts';

/** An Illinois employment agreement as an employer's lawyer fills the intake form. */
const illinoisEmployment = (baseSalary: number) => ({
  typeId: 'employment-agreement',
  jurisdiction: 'us-il',
  intake: {
    employer: { name: 'Acme Widgets, Inc.', description: 'a Delaware corporation' },
    employee: { name: 'Sam Lee' },
    position: 'Account Manager',
    startDate: '2026-12-01',
    baseSalary,
    employmentBasis: 'at-will',
    workLocation: 'Chicago, Illinois',
    effectiveDate: '2026-11-30',
    governingLaw: 'Illinois',
    venue: 'the state and federal courts in Cook County, Illinois',
  },
});

const NONCOMPETE = 'For one year after termination, Employee shall not compete with the Company anywhere in Illinois.';

/** The compliance check reads the figures of the draft's details against statutory limits. */
describe('drafts: statutory limits on the figures in the details', () => {
  const drafting = useDraftingApp();

  const earningsFindings = async (baseSalary: number) => {
    const draft = await drafting.client.create(illinoisEmployment(baseSalary));
    const content = withSectionText(draft.content, 'restrictive-covenants', [NONCOMPETE]);
    await drafting.client.save(draft.id, { baseRevision: draft.revision, content });
    return (await drafting.client.check(draft.id)).findings.filter((finding) => finding.citation === '820 ILCS 90/10(a)');
  };

  it("reports an Illinois noncompete with an employee whose salary is under the Freedom to Work Act's floor", async () => {
    const [finding] = await earningsFindings(70000);
    // The floor is $75,000 through 2026 and $80,000 from January 1, 2027.
    expect(finding?.message).toMatch(/annual base salary is \$70,000; it must be more than \$(75|80),000/);
  });

  it('reports nothing under that rule when the salary is above the floor', async () => {
    expect(await earningsFindings(120000)).toEqual([]);
  });
});
