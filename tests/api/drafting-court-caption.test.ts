import { describe, expect, it } from 'vitest';
import { pdfPages, type PdfPage } from '../../src/server/features/drafting/pdf-text.fixture';
import type { CheckResponse, DraftDetail } from '../../src/shared/api/drafts';
import { buildMotionIntake, useDraftingApp } from '../support/drafts';
import { docxParts, intakeFor, resolutionOf } from '../support/papers';

/**
 * Issue #36: the lawyer chooses the specific court and the caption follows it, in the PDF's text and the Word file's,
 * with the number label the jurisdiction's papers use.
 */

/** Lines without pleading paper's margin numbers. */
const bodyLines = (page: PdfPage) => page.lines.map((line) => line.replace(/^\d+(?: |$)/, '').trim()).filter((line) => line !== '');

/** Whether `lines` holds `wanted` as consecutive lines, in order. */
const holdsInOrder = (lines: string[], wanted: string[]) => lines.some((_, start) => wanted.every((line, offset) => lines[start + offset] === line));

describe('the caption follows the court chosen in the intake', () => {
  const drafting = useDraftingApp();

  /** A complete intake for the court's paper, the court's name left for the chosen court to fill. */
  async function intakeOf(typeId: string, jurisdiction: string, overrides: Record<string, unknown>) {
    const resolution = await resolutionOf(drafting.t.app, typeId, jurisdiction);
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const { court: _typed, ...intake } = { ...intakeFor(resolution.type, resolution.paper.grounds?.defaultValue), ...overrides };
    return intake;
  }

  async function exported(typeId: string, jurisdiction: string, overrides: Record<string, unknown>) {
    const intake = await intakeOf(typeId, jurisdiction, overrides);
    const draft: DraftDetail = await drafting.client.create({ typeId, jurisdiction, intake });
    const file = async (format: 'pdf' | 'docx') => {
      const res = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=${format}&confirmUnverified=true`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.rawPayload;
    };
    const { pages } = await pdfPages(await file('pdf'));
    return { draft, firstPage: bodyLines(pages[0]!), docx: docxParts(await file('docx')).text.split('\n') };
  }

  it.each([
    ['motion-for-summary-judgment', 'us-federal', 'us-district|txnd|Dallas', ['UNITED STATES DISTRICT COURT', 'NORTHERN DISTRICT OF TEXAS', 'DALLAS DIVISION'], 'Case No.'],
    ['motion-to-dismiss', 'us-ca', 'ca-superior|Los Angeles', ['SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'COUNTY OF LOS ANGELES'], 'Case No.'],
    ['motion-to-dismiss', 'us-ny', 'ny-supreme|New York', ['SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF NEW YORK'], 'Index No.'],
    ['motion-to-dismiss', 'us-tx', 'tx-district|101|Dallas', ['IN THE DISTRICT COURT OF DALLAS COUNTY, TEXAS', '101st JUDICIAL DISTRICT'], 'Cause No.'],
    ['motion-to-dismiss', 'us-fl', 'fl-circuit|11|Miami-Dade', ['IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA'], 'Case No.'],
  ])('%s in %s before %s', async (typeId, jurisdiction, courtId, heading, numberLabel) => {
    const { draft, firstPage, docx } = await exported(typeId, jurisdiction, { courtId, caseNumber: 'DC-26-01234' });
    expect(draft.content.caption?.court.split('\n').map((line) => line.toUpperCase().replace('101ST', '101st'))).toEqual(heading);
    // The PDF wraps Florida's one long line; the Word file keeps each heading line a paragraph of its own.
    expect(firstPage.join(' ')).toContain(heading.join(' '));
    if (heading.length > 1) expect(holdsInOrder(firstPage, heading), firstPage.slice(0, 14).join(' | ')).toBe(true);
    expect(holdsInOrder(docx, heading), docx.slice(0, 14).join(' | ')).toBe(true);
    expect(firstPage.join(' ')).toContain(`${numberLabel} DC-26-01234`);
    expect(docx).toContain(`${numberLabel} DC-26-01234`);
  });

  it("finds Judge Starr's order through the chosen district, whatever the court was typed as", async () => {
    const draft = await drafting.client.create({
      typeId: 'motion-for-summary-judgment', jurisdiction: 'us-federal',
      intake: { ...(await intakeOf('motion-for-summary-judgment', 'us-federal', { courtId: 'us-district|txnd|Dallas', judge: 'Hon. Brantley Starr' })), court: 'federal court in Dallas' },
    });
    expect(draft.content.caption?.court).toBe('United States District Court\nNorthern District of Texas\nDallas Division');
    const check: CheckResponse = await drafting.client.check(draft.id);
    expect(check.findings.map((finding) => finding.ruleId)).toContain('certificate-required:nd-tex-starr');
  });

  it('still exports a draft whose court was typed, with the caption as before', async () => {
    const draft = await drafting.client.create({ typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake({ court: 'Superior Court of California, County of Alameda' }) });
    expect(draft.content.caption?.court).toBe('Superior Court of California, County of Alameda');
    const res = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&confirmUnverified=true`);
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfPages(res.rawPayload);
    expect(bodyLines(pages[0]!)).toContain('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA');
  });

  it('refuses a court not in the list, or of another jurisdiction, in the error envelope', async () => {
    const create = (jurisdiction: string, courtId: string) =>
      drafting.client.call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction, intake: buildMotionIntake({ courtId }) });
    const unknown = await create('us-ca', 'ca-superior|Gotham');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid-argument', message: 'Chosen court: "ca-superior|Gotham" is not a court in the list; choose one, or type the court\'s full name instead' });
    const noDivision = await create('us-federal', 'us-district|txnd');
    expect(noDivision.json()).toEqual({ error: 'invalid-argument', message: 'Chosen court: choose the division of the Northern District of Texas' });
    const wrongCircuit = await create('us-fl', 'fl-circuit|11|Broward');
    expect(wrongCircuit.json().message).toBe('Chosen court: Broward County is not in the Eleventh Judicial Circuit (Fla. Stat. § 26.021)');
    const elsewhere = await drafting.client.call('POST', '/api/drafts', {
      typeId: 'motion-to-dismiss', jurisdiction: 'us-tx', intake: await intakeOf('motion-to-dismiss', 'us-tx', { courtId: 'fl-circuit|11|Miami-Dade' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe("The court chosen (Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida) is not one of Texas's courts: choose a court from this jurisdiction's list.");
  });
});
