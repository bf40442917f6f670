import type { QuotationCheck, VerificationStatus, VerifiedCitation, VerifyResponse } from '../../../../shared/api/citations';
import { caseReference } from './research-answer';

const STATUS_LABEL: Record<VerificationStatus, string> = {
  verified: 'Verified',
  'partly-verified': 'Partly verified',
  mismatch: 'Mismatch',
  'not-found': 'Not found',
  unverifiable: 'Unverifiable',
  invalid: 'Invalid',
};

const QUOTATION_LABEL: Record<QuotationCheck['status'], string> = {
  found: 'found in the case’s text',
  'wrong-page': 'found in the case’s text, on another page than the pin',
  altered: 'altered from the case’s text',
  'wrong-opinion': 'from a separate opinion, not the opinion of the Court',
  'not-found': 'not found in the case’s text',
  unchecked: 'not checked (the corpus has no text for the case)',
  'pin-unchecked': 'found in the case’s text; pin not checked (the text has no page numbers)',
  syllabus: 'from the syllabus, not the opinion of the Court',
};

/**
 * A quotation is named by its first words in italics, never in quotation marks: the citation checker that reads
 * this answer would take a quoted passage for a new quotation of whatever citation follows it.
 */
function quotationLine(q: QuotationCheck): string {
  const words = q.text.replace(/["“”]/g, '').split(/\s+/).filter(Boolean);
  const opening = words.slice(0, 8).join(' ').replace(/([*_`])/g, '\\$1');
  return `   - Quotation beginning _${opening}${words.length > 8 ? ' …' : ''}_: ${QUOTATION_LABEL[q.status]}${q.reason ? ` (${q.reason.replace(/\.$/, '')})` : ''}.`;
}

function citationLines(c: VerifiedCitation, index: number): string[] {
  const written = c.text.replace(/\s+/g, ' ');
  const lines = [`${index + 1}. ${written} — **${STATUS_LABEL[c.status]}.** ${c.message}`];
  if (c.match && c.status !== 'verified') lines.push(`   - The reference belongs to ${caseReference(c.match)}.`);
  return [...lines, ...c.quotations.map(quotationLine)];
}

function summaryLine(response: VerifyResponse): string {
  const counts = (Object.keys(STATUS_LABEL) as VerificationStatus[])
    .filter((status) => (response.summary[status] ?? 0) > 0)
    .map((status) => `${response.summary[status]} ${STATUS_LABEL[status].toLowerCase()}`);
  const total = response.citations.length;
  return `**Citation check:** ${total} citation${total === 1 ? '' : 's'} — ${counts.join(', ')}.`;
}

/** The verification result per citation, as the citation checker gave it. */
export function verificationAnswer(response: VerifyResponse): string {
  if (response.citations.length === 0) {
    return 'I found no citation to check. Paste each citation in full: case name, volume, reporter, first page and year.';
  }
  const online = response.onlineLookup ? '' : ' Online lookup (CourtListener) is not configured, so only the corpus was consulted.';
  return [
    summaryLine(response),
    '',
    ...response.citations.flatMap(citationLines),
    '',
    `Strike or correct every citation that is not verified before relying on it.${online}`,
  ].join('\n');
}
