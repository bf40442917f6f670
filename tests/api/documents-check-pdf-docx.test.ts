import { describe, expect, it } from 'vitest';
import type { DocumentCheckResponse, DocumentDetail } from '../../src/shared/api/documents';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { uploadDocument } from '../support/documents';
import { useDraftingApp } from '../support/drafts';
import { intakeFor, resolutionOf } from '../support/papers';

/**
 * Issue #36: the brief check of a PDF found nothing where the same brief as a Word file had three problems, because
 * the PDF's lines were read as paragraphs (its conclusion ran into the signature block, its caption's columns into each
 * other, pleading paper's line numbers and the footer into the text). Here the product exports one brief both ways,
 * uploads each file and checks it: the two checks must find the same things, and read the paper the same way.
 */

type Checked = { blocks: DocumentDetail['blocks']; check: DocumentCheckResponse };

const PAPERS: Array<[string, string, string, Record<string, unknown>]> = [
  ['California demurrer', 'motion-to-dismiss', 'us-ca', { judge: 'Hon. Maria Lopez', hearingDate: '2027-03-05', hearingTime: '9:00 a.m.', department: '17' }],
  ['federal summary judgment (N.D. Tex.)', 'motion-for-summary-judgment', 'us-federal', {
    court: 'United States District Court for the Northern District of Texas, Dallas Division', caseNumber: '3:26-cv-01234-X', judge: 'Brantley Starr',
  }],
  ['New York CPLR 3211 motion', 'motion-to-dismiss', 'us-ny', { court: 'Supreme Court of the State of New York, County of New York', caseNumber: '651234/2026' }],
  ['Texas Rule 91a motion', 'motion-to-dismiss', 'us-tx', { court: 'In the District Court of Travis County, Texas, 200th Judicial District', caseNumber: 'D-1-GN-26-001234' }],
  ['Florida motion to dismiss', 'motion-to-dismiss', 'us-fl', { court: 'In the Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida', caseNumber: '2026-001234-CA-01' }],
];

/** Each finding as rule id and severity, sorted: the same problems found the same number of times. */
const findingsOf = (check: DocumentCheckResponse) =>
  check.compliance.checked ? check.compliance.findings.map((finding) => `${finding.ruleId} (${finding.severity})`).sort() : [`not checked: ${check.compliance.reason}`];
const headingsOf = (blocks: Checked['blocks']) => blocks.filter((block) => block.kind === 'heading').map((block) => block.text);
const textsOf = (blocks: Checked['blocks']) => blocks.map((block) => block.text);

describe('the brief check reads an exported PDF as it reads the same brief as DOCX', () => {
  const drafting = useDraftingApp();

  async function exportedAndChecked(typeId: string, jurisdiction: string, overrides: Record<string, unknown>): Promise<Record<'pdf' | 'docx', Checked>> {
    const resolution = await resolutionOf(drafting.t.app, typeId, jurisdiction);
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const intake = { ...intakeFor(resolution.type, resolution.paper.grounds?.defaultValue), ...overrides };
    const draft: DraftDetail = await drafting.client.create({ typeId, jurisdiction, intake });
    const checked = async (format: 'pdf' | 'docx'): Promise<Checked> => {
      const file = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=${format}&confirmUnverified=true`);
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      const upload = await uploadDocument(drafting.t.app, drafting.client.headers, { name: `brief.${format}`, bytes: file.rawPayload });
      expect(upload.statusCode, upload.body.slice(0, 200)).toBe(201);
      const document = upload.json<DocumentDetail>();
      const check = await drafting.client.call('GET', `/api/documents/${document.id}/check`);
      expect(check.statusCode, check.body.slice(0, 200)).toBe(200);
      return { blocks: document.blocks, check: check.json<DocumentCheckResponse>() };
    };
    return { pdf: await checked('pdf'), docx: await checked('docx') };
  }

  for (const [name, typeId, jurisdiction, overrides] of PAPERS) {
    it(`${name}: the same court, the same findings, the same headings and signature lines`, async () => {
      const { pdf, docx } = await exportedAndChecked(typeId, jurisdiction, overrides);
      expect(pdf.check.compliance).toMatchObject({ checked: true, jurisdiction });
      expect(docx.check.compliance).toMatchObject({ checked: true, jurisdiction });
      expect(findingsOf(pdf.check)).toEqual(findingsOf(docx.check));
      expect(pdf.check.citations.map((citation) => citation.text)).toEqual(docx.check.citations.map((citation) => citation.text));
      expect(headingsOf(pdf.blocks)).toEqual(headingsOf(docx.blocks));
      // The conclusion's request, "Respectfully submitted," and each line of the signature block are blocks of their
      // own in both, and no line number or footer is read into the text.
      const pdfTexts = textsOf(pdf.blocks);
      for (const text of textsOf(docx.blocks).filter((t) => /^(?:Respectfully submitted,|Dated: |By: _+$|Telephone: |Email: )/.test(t))) {
        expect(pdfTexts, text).toContain(text);
      }
      expect(pdfTexts.filter((text) => /^Page \d+ of \d+|^\d{1,2}$/.test(text))).toEqual([]);
      expect(pdfTexts.length).toBeGreaterThanOrEqual(docx.blocks.length - 3);
      expect(pdfTexts.length).toBeLessThanOrEqual(docx.blocks.length + 3);
      // The first upload starts the reading thread and loads pdf.js and mammoth: on a loaded machine, more than 30 s.
    }, 180_000);
  }
});
