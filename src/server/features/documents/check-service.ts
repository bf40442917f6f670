import { extractQuotations } from '../../../legal/verification';
import { tableOfAuthorities } from '../../../legal/review/table-of-authorities';
import type { DocumentBlock, DocumentCheckResponse } from '../../../shared/api/documents';
import type { OnlineCitationLookup } from '../../providers/case-law';
import type { CitationLookupRepository } from '../citations/lookup-repository';
import { verifyCitations } from '../citations/verify-service';
import { documentCompliance } from './check-compliance';
import type { OpenDocument } from './source';

/** The document's text as the verification reads it, and where each block starts in it. */
export type JoinedText = { text: string; starts: number[] };

// Blocks are paragraphs: a blank line between them keeps a citation from running into the next block.
const BLOCK_SEPARATOR = '\n\n';

export function joinBlocks(blocks: DocumentBlock[]): JoinedText {
  const starts: number[] = [];
  let text = '';
  blocks.forEach((block, index) => {
    if (index > 0) text += BLOCK_SEPARATOR;
    starts.push(text.length);
    text += block.text;
  });
  return { text, starts };
}

/** The block an offset of the joined text falls in (the last one starting at or before it). */
export function blockAt(joined: JoinedText, blocks: DocumentBlock[], offset: number): DocumentBlock {
  let low = 0;
  let high = joined.starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (joined.starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return blocks[low]!;
}

/**
 * The brief check of an uploaded document: every citation and quotation verified as /citations/verify does, each
 * placed on the document's page and paragraph; the quotations no citation follows; the table of authorities; and
 * the court rules of the court its caption names (or of the jurisdiction the user chose).
 */
export async function checkUploadedDocument(options: {
  document: OpenDocument;
  lookup: CitationLookupRepository;
  online: OnlineCitationLookup | null;
  jurisdiction?: string;
  now: Date;
}): Promise<DocumentCheckResponse> {
  const { document, lookup, online, jurisdiction, now } = options;
  const { blocks } = document;
  const joined = joinBlocks(blocks);
  // Compliance first: a jurisdiction with no rules is the user's mistake and is answered before the slower lookups.
  const compliance = documentCompliance(document, { jurisdiction, asOf: now.toISOString().slice(0, 10) });
  const place = (offset: number) => {
    const { page, paragraph } = blockAt(joined, blocks, offset);
    return { page, paragraph };
  };
  const verified = joined.text.trim()
    ? await verifyCitations({ text: joined.text, lookup, online, currentYear: now.getUTCFullYear() })
    : { citations: [], summary: { verified: 0, 'partly-verified': 0, mismatch: 0, 'not-found': 0, unverifiable: 0, invalid: 0 }, onlineLookup: online !== null };
  const citations = verified.citations.map((citation) => ({
    ...citation,
    ...place(citation.start),
    quotations: citation.quotations.map((quotation) => ({ ...quotation, inDocument: place(quotation.start) })),
  }));
  // Quotations no citation supports were not checked against anything; they are listed so none is dropped silently.
  const attributed = new Set(citations.flatMap((citation) => citation.quotations.map((quotation) => quotation.start)));
  const unattributedQuotations = (joined.text.trim() ? extractQuotations(joined.text) : [])
    .filter((quotation) => !attributed.has(quotation.start))
    .map((quotation) => ({ text: quotation.text, ...place(quotation.start) }));
  return {
    citations,
    summary: verified.summary,
    onlineLookup: verified.onlineLookup,
    flagged: verified.flagged ?? 0,
    unattributedQuotations,
    tableOfAuthorities: tableOfAuthorities(citations),
    compliance,
  };
}
