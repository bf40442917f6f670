import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, DELAWARE_CONSULTING } from '../../src/legal/review/labelled-set.fixture';
import type { DocumentSource, OpenDocument } from '../../src/server/features/documents/source';
import type { DocumentBlock, ReviewResponse } from '../../src/shared/api/documents';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';

/** Issue #37: the review reads the contract's own law and venue, and applies the law that overrides a choice. */

function documentsInMemory() {
  const stored = new Map<string, OpenDocument & { userId: string }>();
  const source: DocumentSource = {
    open: async (userId, id) => {
      const document = stored.get(id);
      return document && document.userId === userId ? { summary: document.summary, blocks: document.blocks } : null;
    },
  };
  const add = (userId: string, id: string, title: string, blocks: DocumentBlock[]) =>
    stored.set(id, {
      userId,
      blocks,
      summary: {
        id, title, fileName: `${title}.docx`, format: 'docx', kind: 'contract', sizeBytes: 1000, pageCount: 1,
        wordCount: 500, ocr: [], problems: [], matter: null, createdAt: new Date().toISOString(),
      },
    });
  return { source, add };
}

describe('contract review under the contract\'s law and the law that overrides it', () => {
  const documents = documentsInMemory();
  let t: TestApp;
  let lawyer: ChatUser;
  const review = async (id: string, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/review`, headers: lawyer.headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json<ReviewResponse>();
  };

  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: documents.source } });
    lawyer = await chatUser(t.app);
    documents.add(lawyer.id, 'consulting', DELAWARE_CONSULTING.title, DELAWARE_CONSULTING.blocks);
    documents.add(lawyer.id, 'employee', CALIFORNIA_EMPLOYEE_NDA.title, CALIFORNIA_EMPLOYEE_NDA.blocks);
    documents.add(lawyer.id, 'lease', CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reviews a consulting agreement under the Delaware law it chooses and finds its New Castle County venue', async () => {
    const result = await review('consulting');
    expect(result).toMatchObject({
      jurisdiction: 'us-de',
      jurisdictionFrom: 'contract',
      values: {
        governingLaw: { state: 'Delaware', jurisdiction: 'us-de' },
        venue: { courts: 'state courts of New Castle County', exclusive: true },
        term: 'eighteen (18) months',
        survival: 'in perpetuity',
      },
    });
    expect(result.values.amounts.map((amount) => amount.value)).toEqual([12500, 150000]);
    expect(result.values.percentages).toEqual([{ text: '2%', value: 2 }]);
    expect(result.clauses.find((clause) => clause.label === 'venue')).toMatchObject({ heading: 'Venue', paragraph: 11 });
    expect(result.notes[0]).toMatch(/^Reviewed under Delaware law, which the contract chooses/);
    expect(result.notes.join('\n')).not.toMatch(/no jurisdiction was chosen/);
    expect(result.findings.map((finding) => finding.message).join('\n')).not.toMatch(/No venue clause was found|No governing law clause was found/);
    // A lawyer's choice still wins over the contract's.
    expect(await review('consulting', { jurisdiction: 'us-ny' })).toMatchObject({ jurisdiction: 'us-ny', jurisdictionFrom: 'requested' });
  });

  it("flags a California employee's Delaware law and venue under Lab. Code § 925 and the non-compete under §§ 16600, 16600.5 as errors", async () => {
    const result = await review('employee');
    expect(result.jurisdiction).toBe('us-de');
    const bySource = (source: string) => result.findings.filter((finding) => finding.source === source);
    expect(bySource('Cal. Lab. Code § 925').map((finding) => [finding.clause, finding.severity])).toEqual([
      ['governing-law', 'error'], ['venue', 'error'],
    ]);
    expect(bySource('Cal. Lab. Code § 925')[0]!.message).toMatch(/chooses Delaware law\. .*the employee may void the clause, and California law then governs\./);
    expect(bySource('Cal. Lab. Code § 925')[1]!.message).toMatch(/sends disputes to state courts of New Castle County, Delaware/);
    expect(bySource('Cal. Bus. & Prof. Code §§ 16600, 16600.5')).toEqual([expect.objectContaining({
      clause: 'non-compete', severity: 'error', paragraph: 7,
      message: expect.stringMatching(/void to that extent \(§ 16600\)\. It is unenforceable wherever and whenever it was signed, .*and choosing Delaware law does not save it; .*\(§ 16600\.5\)/),
    })]);
    // Confidentiality "in perpetuity" survives termination: the playbook's survival position is met.
    expect(result.values.survival).toBe('in perpetuity');
    expect(result.findings.filter((finding) => finding.clause === 'confidentiality')).toEqual([]);
    // Reviewed under California law, the pack's own §§ 16600, 16600.5 finding gives way to the overriding one on the clause.
    const underCalifornia = await review('employee', { jurisdiction: 'us-ca' });
    expect(underCalifornia.findings.filter((finding) => finding.clause === 'non-compete').map((finding) => finding.source)).toEqual(['Cal. Bus. & Prof. Code §§ 16600, 16600.5']);
    // The non-compete's heading ("NON-COMPETITION DURING TERM AND AFTER") and the title are not clauses of their own.
    expect(result.clauses.filter((clause) => clause.label === 'term').map((clause) => clause.paragraph)).toEqual([9]);
    expect(result.clauses.filter((clause) => clause.label === 'non-compete').map((clause) => clause.paragraph)).toEqual([7]);
  });

  it("flags a California lease's three months' deposit and 60-day return with their sources, and no commercial findings", async () => {
    const result = await review('lease');
    expect(result.values.governingLaw).toBeNull();
    const deposit = result.findings.filter((finding) => finding.clause === 'security-deposit');
    expect(deposit.map((finding) => [finding.source, finding.severity])).toEqual([
      ['Cal. Civ. Code § 1950.5(c)', 'warning'],
      ['Cal. Civ. Code § 1950.5(g)(1)', 'error'],
    ]);
    expect(deposit[0]!.message).toMatch(/^The security deposit is \$9,600; the limit is \$3,200 \(100% of the monthly rent\)/);
    expect(deposit[1]!.message).toMatch(/^The lease returns the deposit within sixty \(60\) days; the law allows at most 21 days/);
    expect(result.notes).toContainEqual(expect.stringMatching(/^The lease is held to the lease rules of California, where the property is/));
    const commercial = ['limitation-of-liability', 'indemnity', 'change-of-control', 'confidentiality', 'governing-law', 'venue'];
    expect(result.findings.filter((finding) => commercial.includes(finding.clause))).toEqual([]);
  });

  it("compares a deposit stated in months of rent when the rent is not given, and reports one it cannot read as not checked", async () => {
    const withoutRent = CALIFORNIA_LEASE.blocks.filter((block) => !/monthly rent/.test(block.text));
    documents.add(lawyer.id, 'lease-no-rent', CALIFORNIA_LEASE.title, withoutRent);
    const inMonths = await review('lease-no-rent');
    expect(inMonths.findings.find((finding) => finding.source === 'Cal. Civ. Code § 1950.5(c)')?.message)
      .toMatch(/^The security deposit is 3 months' rent; the limit is 1 month's rent\./);
    // No deposit figure at all: the limit is not checked, never passed.
    const unstated = withoutRent.map((block) => ({ ...block, text: block.text.replace(/ equal to three \(3\) months' rent/, '') }));
    documents.add(lawyer.id, 'lease-no-deposit', CALIFORNIA_LEASE.title, unstated);
    const result = await review('lease-no-deposit');
    expect(result.findings.some((finding) => finding.source === 'Cal. Civ. Code § 1950.5(c)')).toBe(false);
    expect(result.notes).toContainEqual(expect.stringMatching(/^Not checked: the contract does not state the security deposit\..*\(Cal\. Civ\. Code § 1950\.5\(c\)\)$/));
  });
});
