import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockText } from '../../src/legal/drafting/content';
import { CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, DELAWARE_CONSULTING } from '../../src/legal/review/labelled-set.fixture';
import { documentDetailSchema, type ReviewResponse } from '../../src/shared/api/documents';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { uploadDocument } from '../support/documents';
import { agreementDocx } from '../support/labelled-docx';
import { convertWithLibreOffice, readFlatOdt, SOFFICE } from '../support/libreoffice';

/**
 * Issue #37's three documents as a lawyer would try them: Word files uploaded through the reader, reviewed, the
 * consultant's review downloaded as Word. Each thing the issue found wrong is checked where the lawyer would see it.
 */
describe("issue #37's consulting agreement, California employee NDA and residential lease, uploaded as Word files", () => {
  let t: TestApp;
  let lawyer: ChatUser;
  const ids: Record<string, string> = {};
  const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: lawyer.headers, payload });
  const review = async (name: string, payload: object = {}) => {
    const res = await call(`/api/documents/${ids[name]}/review`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewResponse>();
  };
  const labels = (result: ReviewResponse) => result.clauses.map((clause) => `${clause.label}@${clause.paragraph}`);

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await chatUser(t.app);
    for (const [name, agreement] of Object.entries({ consulting: DELAWARE_CONSULTING, employee: CALIFORNIA_EMPLOYEE_NDA, lease: CALIFORNIA_LEASE })) {
      const res = await uploadDocument(t.app, lawyer.headers, { name: `${name}.docx`, bytes: await agreementDocx(agreement) });
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = documentDetailSchema.parse(res.json()).id;
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('reads the consulting agreement under the Delaware law and New Castle County courts it chooses, each clause once', async () => {
    const result = await review('consulting');
    expect(result).toMatchObject({ jurisdiction: 'us-de', jurisdictionFrom: 'contract', sideNeeded: true });
    expect(result.values).toMatchObject({ venue: { courts: 'state courts of New Castle County', exclusive: true }, survival: 'in perpetuity' });
    // The title is not a clause, and no label is listed twice.
    expect(labels(result)).toEqual(DELAWARE_CONSULTING.clauses.map(([label, paragraph]) => `${label}@${paragraph}`));
    const said = [...result.notes, ...result.findings.map((finding) => finding.message)].join('\n');
    expect(said).not.toMatch(/no jurisdiction was chosen|No venue clause|No governing law clause|does not survive/i);
    // Without a side, neither side's language: "in perpetuity" is not cut to "[three (3)] years".
    expect(result.findings.some((finding) => finding.suggested?.includes('[three (3)] years'))).toBe(false);
  });

  it("for the consultant, adds a survival period and payment on termination to the clauses, in the contract's terms, keeping their duties", async () => {
    const result = await review('consulting', { side: { party: 'Ridgeline Advisory Inc.' } });
    const suggested = (clause: string) => result.findings.find((finding) => finding.clause === clause)?.suggested;
    // Each reads with its clause's run-in heading, which the redline keeps.
    expect(suggested('confidentiality')).toBe('5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, ' +
      'and this obligation shall survive termination. The obligations of this section survive the expiration or termination of this ' +
      'Agreement for [three (3)] years, except that obligations concerning trade secrets continue for as long as the information ' +
      'remains a trade secret under applicable law.');
    expect(suggested('termination')).toMatch(/^4\. Termination\. Either party may terminate this Agreement on thirty \(30\) days' written notice\. On any expiration or termination of this Agreement, Company shall pay Consultant for all services performed/);
    expect(suggested('limitation-of-liability')).toMatch(/^7\. Limitation of Liability\. Neither party's aggregate liability shall exceed \$150,000\. In no event shall either party be liable for any indirect/);
  });

  it("flags the employee's Delaware law and courts under Lab. Code § 925 and the non-compete as void, with no deal terms for an employee", async () => {
    const result = await review('employee');
    expect(result.findings.filter((finding) => finding.severity === 'error').map((finding) => [finding.clause, finding.source])).toEqual([
      ['governing-law', 'Cal. Lab. Code § 925'], ['venue', 'Cal. Lab. Code § 925'], ['non-compete', 'Cal. Bus. & Prof. Code §§ 16600, 16600.5'],
    ]);
    // "NON-COMPETITION DURING TERM AND AFTER" is the non-compete, not the term; the title is no clause.
    expect(labels(result)).toEqual(CALIFORNIA_EMPLOYEE_NDA.clauses.map(([label, paragraph]) => `${label}@${paragraph}`));
    const dealTerms = ['limitation-of-liability', 'indemnity', 'assignment', 'change-of-control'];
    expect(result.findings.filter((finding) => dealTerms.includes(finding.clause))).toEqual([]);
    expect(result.notes).toContain("The playbook's positions on liability caps, indemnities, assignment and change of control were not applied: this is an agreement with an employee.");
  });

  it("holds the lease's three months' deposit and 60-day return to California's limits, with no commercial findings", async () => {
    const result = await review('lease', { side: { role: 'tenant' } });
    expect(result.findings.map((finding) => [finding.clause, finding.source, finding.severity])).toEqual([
      ['security-deposit', 'Cal. Civ. Code § 1950.5(c)', 'warning'],
      ['security-deposit', 'Cal. Civ. Code § 1950.5(g)(1)', 'error'],
      ['security-deposit', 'Playbook: The deposit comes back with an itemized statement of any deductions.', 'warning'],
    ]);
    // The tenant's itemized return is added to the deposit clause; the deposit's amount is not struck.
    expect(result.findings[2]!.suggested).toMatch(/^Tenant shall pay a security deposit equal to three \(3\) months' rent, .* Landlord shall return the security deposit, less lawful deductions, together with an itemized statement/);
  });

  it.skipIf(!SOFFICE)("delivers the consultant's review in Word: accepting every change keeps the duties and gives the app's revised text", async () => {
    const file = await call(`/api/documents/${ids.consulting}/review/docx`, { side: { role: 'provider' } });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['x-untracked-changes']).toBe('0');
    const opened = readFlatOdt((await convertWithLibreOffice(file.rawPayload, 'consulting.docx', 'fodt')).toString('utf8'));
    expect(opened.accepted).toContain('5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, and this obligation shall survive termination. ' +
      'The obligations of this section survive the expiration or termination of this Agreement for [three (3)] years, except that obligations ' +
      'concerning trade secrets continue for as long as the information remains a trade secret under applicable law.');
    expect(opened.accepted.find((paragraph) => paragraph.startsWith('4. Termination.'))).toMatch(/Either party may terminate this Agreement on thirty \(30\) days' written notice\. On any expiration/);
    expect(opened.rejected).toEqual(DELAWARE_CONSULTING.blocks.map((block) => block.text));
    // The same text as accepting every suggestion in the app: the revised draft's paragraphs.
    const review = (await call(`/api/documents/${ids.consulting}/review`, { side: { role: 'provider' } })).json<ReviewResponse>();
    const findingIds = review.findings.filter((finding) => finding.suggested !== null).map((finding) => finding.id);
    const draft = await call(`/api/documents/${ids.consulting}/review/accept`, { findingIds, side: { role: 'provider' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const revised = (await t.app.inject({ method: 'GET', url: `/api/drafts/${draft.json<{ draftId: string }>().draftId}`, headers: lawyer.headers })).json<DraftDetail>();
    const paragraphs = revised.content.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    expect(opened.accepted).toEqual(paragraphs);
  }, 240_000);
});
