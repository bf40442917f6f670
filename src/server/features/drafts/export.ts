import { needsConfirmation, type VerifyResponse } from '../../../shared/api/citations';
import type { ExportFileFormat } from '../../../shared/api/drafts';
import { AppError } from '../../http/errors';
import { exportDocx } from '../drafting/export-docx';
import { exportPdfWithTables } from '../drafting/export-pdf';
import type { ExportInput, Filing } from '../drafting/export-format';
import { firstPageFor, hearingLines, partStartsFor } from '../../../legal/procedure/paper-layout';
import { certificateRequiredBy, hasCertificate } from '../certifications/requirements';
import { withRequiredCertificate } from '../certifications/service';
import { citationsInDraft, exportFormatOf, tablesRequiredBy } from './check';
import type { OpenDraft } from './stored-draft';

const CONTENT_TYPES: Record<ExportFileFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** A file name from the title: safe on every system, with the full title kept in the RFC 6266 `filename*`. */
function disposition(fullTitle: string, format: ExportFileFormat): string {
  const title = fullTitle.replace(/[.\s]+$/, ''); // "Acme, Inc." + ".docx" would read "Inc..docx"
  const ascii = title.normalize('NFKD').replace(/[^\w .,()-]+/g, '').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Draft';
  return `attachment; filename="${ascii}.${format}"; filename*=UTF-8''${encodeURIComponent(`${title.slice(0, 120)}.${format}`)}`;
}

/**
 * The companion filed as a brief separate from its motion (N.D. Tex. LR 56.5(a)): the tables of contents and of
 * authorities are the brief's, since LR 7.2(d) requires them of a brief over 10 pages, not of the motion it supports.
 */
const SEPARATE_BRIEFS = ['brief-in-support'];

/** How the court's paper lays out the filing: its companion papers, the first page's number label, attorney block and hearing. */
function filingOf(draft: OpenDraft): Filing | undefined {
  if (!draft.content.caption) return undefined;
  const firstPage = firstPageFor(draft.row.jurisdiction);
  const noticed = draft.content.sections.some((section) => section.id === 'notice');
  const tablesIn = draft.paper?.companions.find((companion) => SEPARATE_BRIEFS.includes(companion.id))?.sectionId;
  return {
    parts: partStartsFor(draft.paper),
    numberLabel: firstPage.numberLabel,
    attorneyBlock: firstPage.attorneyBlock,
    hearing: firstPage.hearingLines && noticed ? hearingLines(draft.intake) : null,
    ...(tablesIn ? { tablesIn } : {}),
  };
}

/** The file itself. The Word file's tables carry the pages of the PDF layout, so it reads right before Word updates it. */
async function render(input: ExportInput, format: ExportFileFormat): Promise<Buffer> {
  if (format === 'docx' && !input.tables) return exportDocx(input);
  const { pdf, tables } = await exportPdfWithTables(input);
  return format === 'pdf' ? pdf : exportDocx(input, tables);
}

/**
 * The citation gate, then the file: a draft whose citations are not all verified is exported only when the attorney
 * confirmed that they saw them (the studio lists them first). Tables of contents and authorities are included when
 * asked for, or by default when the rule pack requires them; their table of authorities lists every authority cited
 * in the paper that carries them (a brief filed after its motion carries its own).
 * A certificate an order requires (Judge Starr's) is included by default: the draft's own, or the prefilled one.
 */
export async function exportDraft(options: {
  draft: OpenDraft;
  format: ExportFileFormat;
  confirmUnverified: boolean;
  tables?: boolean | undefined;
  /** False leaves out the certificate an order requires when the draft has none (the check reports it missing). */
  certificate?: boolean | undefined;
  verify: (text: string) => Promise<VerifyResponse>;
}) {
  const { draft, format, confirmUnverified, verify } = options;
  const withTables = options.tables ?? tablesRequiredBy(draft) !== null;
  const addsCertificate = options.certificate !== false && !hasCertificate(draft.content) && certificateRequiredBy(draft).length > 0;
  const citations = !confirmUnverified || withTables || addsCertificate ? await citationsInDraft(draft.content, verify) : [];
  if (!confirmUnverified) {
    const unverified = citations.filter(needsConfirmation);
    if (unverified.length > 0) {
      const count = unverified.length === 1 ? '1 citation is' : `${unverified.length} citations are`;
      throw new AppError(
        'failed-precondition',
        `${count} not verified or cite a case a later decision overruled. Review them in the studio and confirm before exporting.`,
      );
    }
  }
  const filed = withRequiredCertificate(draft, { citations, include: addsCertificate });
  const filing = filingOf(draft);
  const input: ExportInput = {
    title: draft.title,
    content: filed.content,
    format: exportFormatOf(draft),
    ...(withTables ? { tables: { citations: filed.citations } } : {}),
    ...(filing ? { filing } : {}),
  };
  return { body: await render(input, format), contentType: CONTENT_TYPES[format], disposition: disposition(draft.title, format) };
}
