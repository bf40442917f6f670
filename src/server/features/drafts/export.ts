import type { VerifyResponse } from '../../../shared/api/citations';
import type { ExportFileFormat } from '../../../shared/api/drafts';
import { AppError } from '../../http/errors';
import { exportDocx } from '../drafting/export-docx';
import { exportPdf } from '../drafting/export-pdf';
import { citationsInDraft, exportFormatOf } from './check';
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
 * The citation gate, then the file: a draft whose citations are not all verified is exported only when the attorney
 * confirmed that they saw them (the studio lists them first).
 */
export async function exportDraft(options: {
  draft: OpenDraft;
  format: ExportFileFormat;
  confirmUnverified: boolean;
  verify: (text: string) => Promise<VerifyResponse>;
}) {
  const { draft, format, confirmUnverified, verify } = options;
  if (!confirmUnverified) {
    const unverified = (await citationsInDraft(draft.content, verify)).filter((citation) => citation.status !== 'verified');
    if (unverified.length > 0) {
      const count = unverified.length === 1 ? '1 citation is' : `${unverified.length} citations are`;
      throw new AppError('failed-precondition', `${count} not verified. Review them in the studio and confirm before exporting.`);
    }
  }
  const input = { title: draft.title, content: draft.content, format: exportFormatOf(draft) };
  const body = format === 'docx' ? await exportDocx(input) : await exportPdf(input);
  return { body, contentType: CONTENT_TYPES[format], disposition: disposition(draft.title, format) };
}
