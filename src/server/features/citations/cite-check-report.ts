import type { Block, DraftContent, Run } from '../../../legal/drafting';
import { extractQuotations } from '../../../legal/verification';
import type { QuotationCheck, VerificationStatus, VerifiedCitation, VerifyResponse } from '../../../shared/api/citations';
import { treatmentHeadline } from '../../../shared/citation-treatment';
import { exportDocx } from '../drafting/export-docx';
import { exportPdf } from '../drafting/export-pdf';

export type ReportFormat = 'pdf' | 'docx';

const TITLE = 'Cite-check report';

const CITATION_LABELS: Record<VerificationStatus, string> = {
  verified: 'Verified',
  'partly-verified': 'Partly verified',
  mismatch: 'Mismatch',
  'not-found': 'Not found',
  unverifiable: 'Unverifiable',
  invalid: 'Invalid',
};

const QUOTATION_LABELS: Record<QuotationCheck['status'], string> = {
  found: 'Quotation found',
  'wrong-page': 'Quotation on another page',
  altered: 'Quotation altered',
  'wrong-opinion': 'Quotation from a separate opinion',
  'not-found': 'Quotation not found',
  unchecked: 'Quotation not checked',
  'pin-unchecked': 'Quotation found; pin not checked',
  syllabus: 'Quotation from the syllabus',
};

const QUOTATION_COUNTS: Record<QuotationCheck['status'], string> = {
  found: 'found',
  'wrong-page': 'on another page than the pin',
  altered: 'altered',
  'wrong-opinion': 'from a separate opinion',
  'not-found': 'not found',
  unchecked: 'not checked (no text of the case)',
  'pin-unchecked': 'found, pin not checked (no page numbers in the text)',
  syllabus: 'from the syllabus, not the opinion of the Court',
};

const CONTENT_TYPES: Record<ReportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** Where an offset of the brief is: its paragraph (blank-line separated, or line by line when there are none) and the character in it, both from 1. */
export function locationIn(text: string, offset: number): { paragraph: number; character: number } {
  const separator = /\n[ \t]*\n/.test(text) ? /\n[ \t]*\n\s*/g : /\n\s*/g;
  let paragraph = 1;
  let start = 0;
  for (const match of text.matchAll(separator)) {
    if (match.index + match[0].length > offset) break;
    paragraph += 1;
    start = match.index + match[0].length;
  }
  return { paragraph, character: offset - start + 1 };
}

/** How the report names a place in the checked text, and the sentence that explains it. */
export type ReportPlaces = { at: (offset: number) => string; note: string };

/** A pasted brief has no pages: places are its paragraphs and the character in them. */
const pastedTextPlaces = (text: string): ReportPlaces => ({
  at: (offset) => {
    const { paragraph, character } = locationIn(text, offset);
    return `paragraph ${paragraph}, character ${character}`;
  },
  note: 'Places are given as the paragraph of the brief and the character in it, counted from 1.',
});

const flaggedCount = (result: VerifyResponse) => result.flagged ?? result.citations.filter((citation) => citation.treatment).length;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const excerpt = (text: string) => {
  const words = oneLine(text).split(' ');
  return words.length > 25 ? `${words.slice(0, 25).join(' ')} …` : words.join(' ');
};

const runs = (...parts: Array<Run | string | null>): Run[] =>
  parts.flatMap((part) => (part === null || part === '' ? [] : [typeof part === 'string' ? { text: part } : part]));

function counted<T extends string>(labels: Record<T, string>, statuses: T[]): string {
  const parts = (Object.keys(labels) as T[])
    .map((status) => [status, statuses.filter((other) => other === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${labels[status].toLowerCase()}`);
  return parts.length > 0 ? `: ${parts.join(', ')}` : '';
}

function quotationBlock(places: ReportPlaces, quotation: QuotationCheck): Block {
  const page = quotation.page === null ? '' : `; page ${quotation.page} of the opinion`;
  return {
    kind: 'bullet',
    level: 1,
    runs: runs(
      { text: QUOTATION_LABELS[quotation.status], marks: ['bold'] },
      ` — “${excerpt(quotation.text)}” (${places.at(quotation.start)}${page}).`,
      quotation.reason ? ` ${quotation.reason}` : null,
    ),
  };
}

function citationBlocks(places: ReportPlaces, citation: VerifiedCitation): Block[] {
  const written = oneLine(citation.text);
  const normalized = citation.normalized && citation.normalized !== written ? ` Bluebook form: ${citation.normalized}.` : '';
  const heading: Block = {
    kind: 'numbered',
    level: 0,
    runs: runs({ text: CITATION_LABELS[citation.status], marks: ['bold'] }, ` — ${written} (${places.at(citation.start)}). ${citation.message}${normalized}`),
  };
  return [heading, ...treatmentBlocks(citation), ...citation.quotations.map((quotation) => quotationBlock(places, quotation))];
}

/** The red flag: the later decision that overruled (or abrogated) the case, with its citation and its sentence. */
function treatmentBlocks(citation: VerifiedCitation): Block[] {
  const treatment = citation.treatment;
  if (!treatment) return [];
  return [
    {
      kind: 'bullet',
      level: 1,
      runs: runs(
        { text: treatmentHeadline(treatment), marks: ['bold'] },
        ` — “${oneLine(treatment.sentence)}”`,
      ),
    },
  ];
}

/**
 * A brief's cite-check as a document: when and against what it was checked, the counts, then every citation in
 * order with its status, reason and place in the brief, each quotation under the citation it is attributed to with
 * the page it was found on. Laid out by the drafting exporters, so it prints like the firm's other papers.
 */
export function citeCheckReport(
  text: string,
  result: VerifyResponse,
  checkedAt: Date,
  places: ReportPlaces = pastedTextPlaces(text),
): { title: string; content: DraftContent } {
  const quotations = result.citations.flatMap((citation) => citation.quotations);
  const sources = result.onlineLookup ? 'the offline corpus and CourtListener' : 'the offline corpus (online lookup is not configured)';
  const stamp = `${checkedAt.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  const summary: Block[] = [
    { kind: 'paragraph', runs: runs(`Checked on ${stamp} against ${sources}.`) },
    { kind: 'paragraph', runs: runs(`Citations: ${result.citations.length}${counted(CITATION_LABELS, result.citations.map((c) => c.status))}.`) },
    { kind: 'paragraph', runs: runs(`Authorities flagged as overruled or abrogated by a later decision: ${flaggedCount(result)}.`) },
    { kind: 'paragraph', runs: runs(`Quotations attributed to a citation: ${quotations.length}${counted(QUOTATION_COUNTS, quotations.map((q) => q.status))}.`) },
    { kind: 'paragraph', runs: runs(places.note) },
  ];
  const listed = result.citations.flatMap((citation) => citationBlocks(places, citation));
  const citations = listed.length > 0 ? listed : [{ kind: 'paragraph' as const, runs: runs('No citations were found in the text.') }];
  // Quotations no citation supports were not checked against anything; the report still lists them.
  const attributed = new Set(quotations.map((quotation) => quotation.start));
  const unattributed = extractQuotations(text).filter((quotation) => !attributed.has(quotation.start));
  const sections = [
    { id: 'summary', heading: 'Summary', blocks: summary },
    { id: 'citations', heading: 'Citations and quotations', blocks: citations },
  ];
  if (unattributed.length > 0) {
    sections.push({
      id: 'unattributed',
      heading: 'Quotations without a citation',
      blocks: unattributed.map((quotation): Block => ({
        kind: 'bullet',
        level: 0,
        runs: runs(`“${excerpt(quotation.text)}” (${places.at(quotation.start)}). No case citation follows it, so it was not checked.`),
      })),
    });
  }
  return { title: TITLE, content: { sections, signatureBlock: [] } };
}

/** The report as a file to download, laid out on plain US Letter paper. */
export async function citeCheckReportFile(report: { title: string; content: DraftContent }, format: ReportFormat) {
  const input = { ...report, format: { pleadingPaper: false, minFontSizePt: 12 } };
  const body = format === 'docx' ? await exportDocx(input) : await exportPdf(input);
  return { body, contentType: CONTENT_TYPES[format], disposition: `attachment; filename="cite-check-report.${format}"` };
}
