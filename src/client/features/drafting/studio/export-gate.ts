import { needsConfirmation } from '../../../../shared/api/citations';
import type { CheckResponse, CitationInDraft, ExportFileFormat } from '../../../../shared/api/drafts';

export const EXPORT_FORMATS: Record<ExportFileFormat, { label: string; description: string }> = {
  docx: { label: 'Word (DOCX)', description: 'Editable, with styles and numbered headings' },
  pdf: { label: 'PDF', description: 'Ready to file or send' },
};

/**
 * What the attorney chose in the export menu besides the format. `certificate: false` leaves out the certificate an
 * order requires, which the export otherwise adds when the draft has none.
 */
export type ExportOptions = { tables: boolean; certificate?: boolean };

/** The download link; without `tables` the server includes the tables only where a rule requires them. */
export function exportHref(draftId: string, format: ExportFileFormat, confirmUnverified: boolean, tables = false, certificate = true): string {
  const params = new URLSearchParams({
    format,
    confirmUnverified: String(confirmUnverified),
    ...(tables ? { tables: 'true' } : {}),
    ...(certificate ? {} : { certificate: 'false' }),
  });
  return `/api/drafts/${encodeURIComponent(draftId)}/export?${params}`;
}

/** The order whose certificate the draft lacks (the export adds it unless left out), from the latest check; else null. */
export const certificateRequiredBy = (check: CheckResponse | null): string | null =>
  check?.findings.find((finding) => finding.ruleId.startsWith('certificate-required'))?.citation ?? null;

/**
 * What happens after the check that precedes every export. A download is a plain link, whose errors the page cannot
 * read, so the check runs first: with every citation verified the file downloads at once; otherwise the attorney
 * sees the citations that are not verified and confirms before the link asks the server to export anyway.
 */
export type ExportGate =
  | { kind: 'download'; href: string }
  | { kind: 'confirm'; unverified: CitationInDraft[]; href: string };

/** An export waiting for the attorney to confirm the citations that are not verified. */
export type ExportConfirmation = Extract<ExportGate, { kind: 'confirm' }> & { format: ExportFileFormat };

/** Tables of contents and authorities go in when asked for, and always when a court rule requires them. */
export function exportGate(draftId: string, format: ExportFileFormat, check: CheckResponse, options: ExportOptions = { tables: false }): ExportGate {
  const tables = options.tables || check.tablesRequiredBy !== null;
  const certificate = options.certificate ?? true;
  if (check.summary.unverifiedCitations === 0) return { kind: 'download', href: exportHref(draftId, format, false, tables, certificate) };
  return {
    kind: 'confirm',
    unverified: check.citations.filter(needsConfirmation),
    href: exportHref(draftId, format, true, tables, certificate),
  };
}
