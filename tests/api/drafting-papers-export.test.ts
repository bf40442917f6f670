import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPages, type PdfPage } from '../../src/server/features/drafting/pdf-text.fixture';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { useDraftingApp } from '../support/drafts';
import { docxParts, intakeFor, resolutionOf } from '../support/papers';

/**
 * The five papers of issue #36, exported as a litigator would and read back: the PDF's text and the Word file's.
 * PAPERS_OUT=<dir> keeps the files, to look at them page by page.
 */

const ATTORNEY_LINES = ['Alex Rivera', 'Rivera & Park LLP', '1 Market Street, Oakland, CA 94607', 'Telephone: (510) 555-0100', 'Email: arivera@riverapark.test'];

/** Lines without pleading paper's margin numbers. */
const bodyLines = (page: PdfPage) => page.lines.map((line) => line.replace(/^\d+(?: |$)/, '')).filter((line) => line !== '');
const allText = (pages: PdfPage[]) => pages.flatMap(bodyLines).join('\n');

/** Where each needle first occurs after the previous one, or -1: the order a reader meets them in. */
function positions(text: string, needles: (string | RegExp)[]): number[] {
  let from = 0;
  return needles.map((needle) => {
    const rest = text.slice(from);
    const found = typeof needle === 'string' ? rest.indexOf(needle) : rest.search(needle);
    if (found < 0) return -1;
    from += found + 1;
    return from - 1;
  });
}

const SIGNED = 'Respectfully submitted,';
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('court papers exported as a sequence of complete papers', () => {
  const drafting = useDraftingApp();

  async function exported(typeId: string, jurisdiction: string, overrides: Record<string, unknown>) {
    const resolution = await resolutionOf(drafting.t.app, typeId, jurisdiction);
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const intake = { ...intakeFor(resolution.type, resolution.paper.grounds?.defaultValue), ...overrides };
    const draft: DraftDetail = await drafting.client.create({ typeId, jurisdiction, intake });
    const file = async (format: 'pdf' | 'docx') => {
      const res = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=${format}&confirmUnverified=true`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.rawPayload;
    };
    const [pdf, docx] = [await file('pdf'), await file('docx')];
    if (process.env.PAPERS_OUT) {
      mkdirSync(process.env.PAPERS_OUT, { recursive: true });
      writeFileSync(join(process.env.PAPERS_OUT, `${jurisdiction}-${typeId}.pdf`), pdf);
      writeFileSync(join(process.env.PAPERS_OUT, `${jurisdiction}-${typeId}.docx`), docx);
    }
    const { pages } = await pdfPages(pdf);
    return { draft, pages, text: allText(pages), docx: docxParts(docx) };
  }

  it('California demurrer: attorney block on lines 1-7, hearing lines, each paper signed and numbered on its own', async () => {
    const { pages, text, docx } = await exported('motion-to-dismiss', 'us-ca', {
      judge: 'Hon. Maria Lopez', hearingDate: '2027-03-05', hearingTime: '9:00 a.m.', department: '17', challengedClaims: 'All three causes of action (common counts).',
    });
    const first = pages[0]!;
    // Rule 2.111(1): from line 1, left of centre, above the court's name on line 8 (1 inch + 7 lines of 24 pt).
    const lineEight = 72 + 7 * 24;
    for (const line of ATTORNEY_LINES) {
      const item = first.items.find((candidate) => candidate.text.startsWith(line));
      expect(item, line).toBeDefined();
      expect(item!.baseline).toBeLessThan(lineEight);
      expect(item!.x).toBeLessThan(306);
    }
    const court = first.items.find((item) => item.text.startsWith('SUPERIOR COURT'));
    expect(court!.baseline).toBeGreaterThan(lineEight);
    expect(first.text).toMatch(/Date: March 5, 2027[\s\S]*Time: 9:00 a\.m\.[\s\S]*Dept\.: 17[\s\S]*Judge: Hon\. Maria Lopez/);
    expect(text.replace(/\n/g, ' ')).toContain('on March 5, 2027 at 9:00 a.m., in Department 17 of the Superior Court');
    expect(text).toContain('before the Honorable Maria Lopez');
    expect(text).not.toMatch(/Honorable Hon/);
    expect(text).toContain('(common counts):');
    expect(text).not.toContain(').:');

    // Notice, demurrer and memorandum each end with the attorney's signature before the next begins.
    const order = positions(text, ['Notice of Hearing on Demurrer', SIGNED, /^Demurrer$/m, SIGNED, /^Memorandum of Points and Authorities$/m, SIGNED, 'Declaration of Counsel re Meet and Confer', 'Proof of Service']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(count(text, SIGNED)).toBe(3);
    // The memorandum numbers its own headings from I.
    expect(text).toMatch(/I\. Allegations of the Complaint[\s\S]*II\. Legal Standard[\s\S]*III\. Argument[\s\S]*IV\. Conclusion/);
    expect(text).not.toMatch(/^V\. /m);
    // The footer's title is whole: never cut with an ellipsis.
    expect(text).not.toContain('…');
    expect(pages.every((page) => page.text.includes('Memorandum of Points and Authorities') || page.text.includes('Proof of Service') || page.text.includes('Meet and Confer'))).toBe(true);

    expect(docx.text.indexOf('Alex Rivera (State Bar No. 312345)')).toBeLessThan(docx.text.indexOf('SUPERIOR COURT'));
    expect(docx.text).toContain('Dept.: 17');
    expect(count(docx.text, SIGNED)).toBe(3);
    expect(docx.headings).toEqual(expect.arrayContaining(['Demurrer', 'Memorandum of Points and Authorities', 'Legal Standard']));
  });

  it('New York CPLR 3211 motion: "Index No.", the affirmation\'s jurat after its facts, headings keep citations\' case', async () => {
    const { pages, text, docx } = await exported('motion-to-dismiss', 'us-ny', { court: 'Supreme Court of the State of New York, County of New York', caseNumber: '651234/2026' });
    expect(pages[0]!.text).toContain('Index No. 651234/2026');
    expect(text).not.toContain('Case No.');
    expect(text).toContain('Standard on a Motion to Dismiss Under CPLR 3211(a)');
    expect(text).toContain('Certification of Word Count (22 NYCRR 202.8-b)');
    expect(text).not.toMatch(/3211\(A\)|202\.8-B/);
    // The affirmation: facts, then the jurat, then the affirmant's signature, before the memorandum of law begins.
    const order = positions(text, ['an attorney admitted to practice', '[To be written', 'I affirm this [day] day', '______________________________', 'Preliminary Statement']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    // The notice and the memorandum of law are each signed.
    expect(count(text, SIGNED)).toBe(2);
    expect(docx.text).toContain('Index No. 651234/2026');
    expect(docx.headings).toContain('Standard on a Motion to Dismiss Under CPLR 3211(a)');
  });

  it('Texas Rule 91a motion: signed before its certificate of service, nothing signed under the proposed order\'s judge line', async () => {
    const { text, docx } = await exported('motion-to-dismiss', 'us-tx', { court: 'In the District Court of Travis County, Texas, 200th Judicial District', caseNumber: 'D-1-GN-26-001234' });
    expect(text).toContain('Motion to Dismiss Under Rule 91a');
    expect(text).not.toContain('RULE 91A');
    const order = positions(text, ['Motion to Dismiss Under Rule 91a', SIGNED, 'Certificate of Service', 'Notice of Hearing', SIGNED, 'On this day the Court considered', 'JUDGE PRESIDING']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(text.slice(text.indexOf('JUDGE PRESIDING'))).not.toContain(SIGNED);
    expect(docx.text.slice(docx.text.indexOf('JUDGE PRESIDING'))).not.toContain(SIGNED);
    expect(text).toContain('(State Bar No. 312345)');
  });

  it('Florida motion to dismiss: the motion signed, then the certificate of service in Rule 2.516(f)\'s form', async () => {
    const { text, docx } = await exported('motion-to-dismiss', 'us-fl', { court: 'In the Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida', caseNumber: '2026-001234-CA-01' });
    const order = positions(text, [/^Motion to Dismiss/m, SIGNED, 'Certificate of Service']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(text).toContain('Florida Bar No. 312345');
    expect(text).toContain('Fla. R. Gen. Prac. & Jud. Admin. 2.516(f)');
    expect(count(docx.text, SIGNED)).toBe(1);
  });

  it('federal summary judgment before Judge Starr (N.D. Tex.): motion, brief in support and appendix, each signed, no noticed hearing', async () => {
    const { pages, text, docx } = await exported('motion-for-summary-judgment', 'us-federal', {
      courtId: 'us-district|txnd|Dallas', caseNumber: '3:26-cv-01234-X', judge: 'Brantley Starr',
    });
    expect(pages[0]!.text).toContain('NORTHERN DISTRICT OF TEXAS');
    // N.D. Tex. LR 56.3, 56.5(a): the motion, then the brief as a separate paper, then the appendix; no notice of hearing.
    // Each later paper's title is in its caption, where it may wrap.
    const order = positions(text, [/^Motion for Summary Judgment$/m, SIGNED, /Brief in Support of Motion for\s+Summary Judgment/, SIGNED, /Appendix in Support of Motion for\s+Summary Judgment/, SIGNED, 'United States District Judge']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    // Motion, brief and appendix each signed once, before the evidence (a certificate an order requires may follow).
    const beforeEvidence = (all: string) => all.slice(0, all.search(/Declaration of \[Declarant\]/));
    expect(count(beforeEvidence(text), SIGNED)).toBe(3);
    for (const generic of ['Memorandum of Points and Authorities', 'PLEASE TAKE NOTICE', 'Notice of Motion', 'came on for hearing']) expect(text).not.toContain(generic);
    expect(text.slice(text.indexOf('United States District Judge'))).not.toContain(SIGNED);
    // The brief opens under its own caption, on a page of its own.
    const briefPage = pages.findIndex((page) => /Brief in Support of Motion for\s+Summary Judgment/.test(bodyLines(page).join('\n')));
    expect(briefPage).toBeGreaterThan(0);
    expect(pages[briefPage]!.text).toContain('3:26-cv-01234-X');
    expect(count(beforeEvidence(docx.text), SIGNED)).toBe(3);
    expect(docx.text).toMatch(/Brief in Support of Motion for\s+Summary Judgment/);
    expect(docx.text).not.toContain('PLEASE TAKE NOTICE');
  });

  it('federal summary judgment in a district without its own form keeps the notice of motion and memorandum', async () => {
    const { pages, text } = await exported('motion-for-summary-judgment', 'us-federal', { courtId: 'us-district|cacd|Western', caseNumber: '2:26-cv-01234' });
    const order = positions(text, ['Notice of Motion', SIGNED, 'Memorandum of Points and Authorities', SIGNED, 'came on for hearing before', 'United States District Judge']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(text).not.toContain('Brief in Support');
    expect(text.slice(text.indexOf('United States District Judge'))).not.toContain(SIGNED);
    // What follows the proposed order starts on a page of its own.
    const orderPage = pages.findIndex((page) => page.text.includes('United States District Judge'));
    const certificatePage = pages.findIndex((page, index) => index >= orderPage && page.text.includes('Certificate of Service'));
    expect(certificatePage).toBeGreaterThan(orderPage);
  });

  it('Texas Rule 91a motion asks for what the rule gives, on a petition; its certificate of service is signed by the attorney and its blanks are errors', async () => {
    const { draft, text, docx } = await exported('motion-to-dismiss', 'us-tx', {
      court: 'In the District Court of Travis County, Texas, 200th Judicial District', caseNumber: 'D-1-GN-26-001234',
      keyFacts: 'Plaintiff\'s Original Petition, served on March 2, 2026, alleges that a widget purchased in 2024 failed.',
    });
    for (const paper of [text.replace(/\n/g, ' '), docx.text.replace(/\n/g, ' ')]) {
      expect(paper).toContain('to dismiss the following cause(s) of action: All three causes of action');
      expect(paper).toContain('attorney fees that the Court may award the prevailing party on the motion (Tex. R. Civ. P. 91a.7; Tex. Civ. Prac. & Rem. Code § 30.021)');
      expect(paper).not.toMatch(/leave to amend|complaint/i);
      expect(paper).not.toContain('[Signature of attorney]');
    }
    // The certificate of service ends with the attorney's signature line and name, before the notice of hearing; its
    // text gives the day of service, so the signature carries no second date.
    const order = positions(text, ['Certificate of Service', '[date of service]', '______________________________', 'Alex Rivera (State Bar No. 312345)', 'Notice of Hearing']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(text.slice(order[1], order[3])).not.toContain('Dated:');
    const { findings } = await drafting.client.check(draft.id);
    const certificateIndex = draft.content.sections.findIndex((section) => section.id === 'certificate-of-service');
    expect(findings).toContainEqual(expect.objectContaining({
      ruleId: 'unfilled-placeholders', severity: 'error', location: { sectionIndex: certificateIndex }, message: expect.stringContaining('[date of service]'),
    }));
  });

  it('Florida motion to dismiss: the Rule 1.202 certificate of conferral above the motion\'s signature, the certificate of service signed', async () => {
    const { text, docx } = await exported('motion-to-dismiss', 'us-fl', { court: 'In the Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida', caseNumber: '2026-001234-CA-01' });
    const order = positions(text, ['Certificate of Conferral (Fla. R. Civ. P. 1.202)', 'I certify that conferral prior to filing is not required under rule 1.202.', SIGNED, 'Certificate of Service', 'Alex Rivera (Florida Bar No. 312345)']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(docx.text.indexOf('not required under rule 1.202')).toBeLessThan(docx.text.indexOf(SIGNED));
    expect(`${text}\n${docx.text}`).not.toContain('[Signature of attorney]');
  });

  it('federal papers before Judge Starr: the bar named by the court\'s state, the AI-use certificate signed with the same dated block', async () => {
    const { pages, text, docx } = await exported('motion-for-summary-judgment', 'us-federal', {
      court: 'United States District Court for the Northern District of Texas, Dallas Division', caseNumber: '3:26-cv-01234-X', judge: 'Brantley Starr',
    });
    for (const paper of [text, docx.text]) {
      expect(paper).toContain('Alex Rivera (Texas Bar No. 312345)');
      expect(paper).not.toContain('(State Bar No.');
    }
    const heading = 'Certificate Regarding the Use of Generative Artificial Intelligence';
    const certificate = pages.slice(pages.findIndex((page) => page.text.includes(heading))).flatMap(bodyLines).join('\n');
    const order = positions(certificate, [heading, 'Dated: [date of signing]', SIGNED, 'Rivera & Park LLP', 'By: ______________________________', 'Alex Rivera (Texas Bar No. 312345)']);
    expect(order.every((at) => at >= 0), JSON.stringify(order)).toBe(true);
    expect(`${text}\n${docx.text}`).not.toMatch(/Dated: (January|February|March|April|May|June|July|August|September|October|November|December) \d/);
  });
});
