import type { Citation } from '../../../legal/citations';
import {
  attributeQuotations,
  extractQuotations,
  locateQuotation,
  onPinPages,
  opinionOfRecord,
  pinRanges,
  prepareOpinionText,
  rankMatch,
  writtenSeparateOpinion,
  type OpinionPart,
  type PreparedOpinionText,
  type QuotationMatch,
} from '../../../legal/verification';
import type { QuotationCheck } from '../../../shared/api/citations';
import type { CitationLookups } from './lookup-repository';
import type { Verdict } from './verdict';

const CASE_KINDS = new Set<Citation['kind']>(['case', 'short-case', 'id', 'supra']);
/** How far after a citation a parenthetical naming a separate opinion ('(Scalia, J., dissenting)') is looked for. */
const PARENTHETICAL_REACH = 120;

type PreparedOpinion = { prepared: PreparedOpinionText; record: OpinionPart };

// From the note the Reporter of Decisions prints over every syllabus; unquoted, so that a text repeating this reason
// is not read as quoting the case cited in it.
const SYLLABUS_REASON =
  'These words are from the syllabus, not the opinion of the Court: the Reporter of Decisions prepares the syllabus for the convenience of the reader, and it is no part of the opinion (the Reporter’s note on every syllabus, citing United States v. Detroit Timber & Lumber Co., 200 U.S. 321, 337 (1906)).';
const PIN_UNCHECKED_REASON = 'Found; pin not checked: this opinion’s text has no page numbers.';

const pages = (first: number, last: number) => (first === last ? `page ${first}` : `pages ${first}–${last}`);
/** 'Chief Justice Rehnquist’s dissent' names the same opinion as 'Justice Rehnquist’s dissent' (the records omit the title). */
const sameOpinion = (a: string, b: string) => a.replace(/^Chief /, '') === b.replace(/^Chief /, '');

/** The best placement of a quotation over all of a case's opinions, with the opinion each record holds. */
function bestMatch(quotation: string, opinions: PreparedOpinion[], pins: Array<[number, number]>): QuotationMatch | null {
  let best: QuotationMatch | null = null;
  for (const { prepared, record } of opinions) {
    const found = locateQuotation(quotation, prepared, pins);
    // A record typed as a dissent or concurrence is that opinion throughout, whatever its headings say.
    const match = found && record.kind === 'separate' ? { ...found, opinion: record } : found;
    if (match && (!best || rankMatch(match, pins) > rankMatch(best, pins))) best = match;
  }
  return best;
}

/** The status and reason of a quotation found (or not) where the citation says. */
function judge(match: QuotationMatch | null, pin: string | null, writtenOpinion: string | null): Omit<QuotationCheck, 'start' | 'end' | 'text'> {
  if (!match) return { status: 'not-found', reason: 'These words are not in the text of the cited case.', page: null };
  const page = match.firstPage;
  if (match.problems.length > 0) return { status: 'altered', reason: match.problems.join(' '), page };
  const { opinion } = match;
  if (opinion.kind === 'syllabus') return { status: 'syllabus', reason: SYLLABUS_REASON, page };
  const expected = writtenOpinion ?? 'the opinion of the Court';
  if (opinion.kind === 'separate' ? !writtenOpinion || !sameOpinion(writtenOpinion, opinion.label) : writtenOpinion !== null) {
    return { status: 'wrong-opinion', reason: `These words are from ${opinion.label}, not ${expected}.`, page };
  }
  const ranges = pinRanges(pin ?? '');
  if (match.firstPage !== null && match.lastPage !== null && !onPinPages(match, ranges)) {
    return { status: 'wrong-page', reason: `Found on ${pages(match.firstPage, match.lastPage)}, not ${pin}.`, page };
  }
  if (ranges.length > 0 && match.firstPage === null) return { status: 'pin-unchecked', reason: PIN_UNCHECKED_REASON, page };
  return { status: 'found', reason: null, page };
}

/**
 * Each quotation attributed to a case citation, searched in the texts of the case that citation was matched to:
 * found, on another page than the pin, altered (an omitted negation, an overlong ellipsis), from a separate opinion
 * the citation gives to the Court, or not found; unchecked when the corpus holds no text for it.
 */
export async function checkQuotations(options: {
  text: string;
  resolved: Citation[];
  verdicts: Map<Citation, Verdict>;
  lookup: CitationLookups;
}): Promise<Map<Citation, QuotationCheck[]>> {
  const { text, resolved, verdicts, lookup } = options;
  const caseCitations = resolved.filter((citation) => CASE_KINDS.has(citation.kind));
  const quotations = extractQuotations(text);
  const attributed = attributeQuotations(text, quotations, caseCitations);
  const checks = new Map<Citation, QuotationCheck[]>();
  const citationOf = (index: number) => {
    const citationIndex = attributed[index];
    return citationIndex === null || citationIndex === undefined ? undefined : caseCitations[citationIndex];
  };
  // The texts of every case a quotation is attributed to, asked for at once.
  const caseIds = new Set(quotations.flatMap((_quotation, index) => {
    const citation = citationOf(index);
    const caseId = citation ? (verdicts.get(citation)?.corpusCaseId ?? null) : null;
    return caseId === null ? [] : [caseId];
  }));
  const texts = new Map(
    await Promise.all(
      [...caseIds].map(async (caseId) => {
        const records = await lookup.opinionRecords(caseId);
        const prepared = records.map((record) => ({ prepared: prepareOpinionText(record.text), record: opinionOfRecord(record.type, record.author) }));
        return [caseId, prepared as PreparedOpinion[]] as const;
      }),
    ),
  );

  for (const [index, quotation] of quotations.entries()) {
    const citation = citationOf(index);
    if (!citation) continue;
    const caseId = verdicts.get(citation)?.corpusCaseId ?? null;
    let check: Omit<QuotationCheck, 'start' | 'end' | 'text'> = { status: 'unchecked', reason: null, page: null };
    if (caseId !== null) {
      const opinions = texts.get(caseId) ?? [];
      const pin = 'pin' in citation ? citation.pin : null;
      const writtenOpinion = writtenSeparateOpinion(text.slice(citation.end, citation.end + PARENTHETICAL_REACH));
      if (opinions.length > 0) check = judge(bestMatch(quotation.text, opinions, pinRanges(pin ?? '')), pin, writtenOpinion);
    }
    checks.set(citation, [...(checks.get(citation) ?? []), { ...quotation, ...check }]);
  }
  return checks;
}
