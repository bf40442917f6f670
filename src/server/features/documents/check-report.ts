import type { Block, DraftContent } from '../../../legal/drafting';
import type { DocumentBlock, DocumentCheckResponse, DocumentSummary } from '../../../shared/api/documents';
import { citeCheckReport, citeCheckReportFile, type ReportFormat } from '../citations/cite-check-report';
import { blockAt, type JoinedText } from './check-service';

const SEVERITY_LABELS = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

const paragraph = (text: string): Block => ({ kind: 'paragraph', runs: [{ text }] });
const bullet = (label: string, text: string): Block => ({ kind: 'bullet', level: 0, runs: [{ text: label, marks: ['bold'] }, { text }] });

function authoritiesSection(table: DocumentCheckResponse['tableOfAuthorities']) {
  const blocks: Block[] = table.length === 0
    ? [paragraph('The document cites no authorities.')]
    : table.flatMap(({ category, entries }) => [
      { kind: 'subheading' as const, runs: [{ text: category }] },
      ...entries.map((entry) => bullet(entry.authority, ` — page${entry.pages.length === 1 ? '' : 's'} ${entry.pages.join(', ')}`)),
    ]);
  return {
    id: 'authorities',
    heading: 'Table of authorities',
    blocks: [paragraph('Every authority the document cites, whatever its status above, with the pages of the document it is cited on; short forms, Id. and supra count for the case they stand for.'), ...blocks],
  };
}

function complianceSection(compliance: DocumentCheckResponse['compliance']) {
  if (!compliance.checked) return { id: 'court-rules', heading: 'Court rules', blocks: [paragraph(compliance.reason)] };
  const court = compliance.court ? `${compliance.court} (${compliance.jurisdictionLabel})` : compliance.jurisdictionLabel;
  const findings = compliance.findings.length === 0
    ? [paragraph('No rule of the pack was found broken.')]
    : compliance.findings.map((finding) => bullet(SEVERITY_LABELS[finding.severity], ` — ${finding.message}`));
  return { id: 'court-rules', heading: 'Court rules', blocks: [paragraph(`Checked against the rules held for ${court}.`), ...findings] };
}

/** What the check read with less than certainty: pages read by OCR, and what could not be read at all. */
function readingNotes(summary: DocumentSummary): Block[] {
  const ocr = summary.ocr.length === 0 ? [] : [paragraph(
    `Read by OCR, so a citation or quotation on ${summary.ocr.length === 1 ? 'it' : 'them'} may be misread: ` +
      `${summary.ocr.map((page) => `page ${page.page} (confidence ${Math.round(page.confidence)}%)`).join(', ')}.`,
  )];
  return [...ocr, ...summary.problems.map((problem) => paragraph(`Not read: ${problem}`))];
}

/** "Reply Brief (Final).pdf" → "reply-brief-final": a file name any system keeps. */
export function titleSlug(title: string): string {
  const slug = title.replace(/\.[a-z0-9]{2,4}$/i, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return slug || 'document';
}

/**
 * The brief check as a report: the cite-check report of the document's text with each place named by the
 * document's page and paragraph, then the table of authorities and the court rules checked.
 */
export function documentCheckReport(options: {
  summary: DocumentSummary;
  blocks: DocumentBlock[];
  joined: JoinedText;
  result: DocumentCheckResponse;
  checkedAt: Date;
}): { title: string; content: DraftContent } {
  const { summary, blocks, joined, result, checkedAt } = options;
  const places = {
    at: (offset: number) => {
      const { page, paragraph: number } = blockAt(joined, blocks, offset);
      return `page ${page}, ¶ ${number}`;
    },
    note: summary.pageCount > 1 || summary.format === 'pdf'
      ? `Places are given as the page of "${summary.title}" and its paragraph (¶), paragraphs counted from 1 through the whole document.`
      : `Places are given as the paragraph (¶) of "${summary.title}", counted from 1 through the whole document.`,
  };
  const report = citeCheckReport(joined.text, result, checkedAt, places);
  const [first, ...rest] = report.content.sections;
  const summarySection = { ...first!, blocks: [...first!.blocks, ...readingNotes(summary)] };
  return {
    title: `Cite-check report: ${summary.title}`,
    content: { ...report.content, sections: [summarySection, ...rest, authoritiesSection(result.tableOfAuthorities), complianceSection(result.compliance)] },
  };
}

/** The report as a file named for the document ("motion-to-dismiss-cite-check.pdf"). */
export async function documentCheckReportFile(report: { title: string; content: DraftContent }, summary: DocumentSummary, format: ReportFormat) {
  const file = await citeCheckReportFile(report, format);
  return { ...file, disposition: `attachment; filename="${titleSlug(summary.title)}-cite-check.${format}"` };
}
