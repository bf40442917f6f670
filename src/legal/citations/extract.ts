import { caseNameBefore, shortNameBefore } from './case-name';
import { extractCases, extractShortCases, extractSlipOpinions } from './extract-cases';
import { extractRegulations, extractRules, extractStatutes } from './extract-codes';
import { extractConstitutions } from './extract-constitutions';
import { extractDatabaseCitations, extractDocketCitations, extractNeutralCitations } from './extract-other-forms';
import { extractJournals } from './extract-journals';
import { extractStateRules } from './extract-state-rules';
import { extractStateStatutes } from './extract-state-statutes';
import { groupsOf, spanOf } from './matching';
import { AT_PIN, pinOf } from './patterns';
import type { Citation, IdCitation, SupraCitation } from './types';

const ID = new RegExp(String.raw`(?<![\w.])(?:[Ii]d\.|[Ii]bid\.)(?:,?\s*${AT_PIN})?`, 'g');
const SUPRA = new RegExp(String.raw`,\s*supra\b(?:,?\s*(?:note|n\.)\s*(?<note>\d+))?(?:,?\s*${AT_PIN})?`, 'g');

function extractIds(text: string): IdCitation[] {
  return [...text.matchAll(ID)].map((match) => ({ kind: 'id', ...spanOf(match), pin: pinOf(groupsOf(match)) }));
}

/** ', supra, at 120' without its name yet: the span starts at the comma until `withNames` finds the name. */
function extractSupraTails(text: string): SupraCitation[] {
  return [...text.matchAll(SUPRA)].map((match) => {
    const groups = groupsOf(match);
    return { kind: 'supra', ...spanOf(match), name: '', note: groups.note ?? null, pin: pinOf(groups) };
  });
}

/**
 * Keeps the earliest, then longest, of overlapping candidates: a short form '373 U.S. at 373 U. S. 361' swallows
 * the full-looking link text inside it.
 */
function withoutOverlaps(candidates: Citation[]): Citation[] {
  const sorted = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Citation[] = [];
  for (const candidate of sorted) {
    const previous = kept.at(-1);
    if (previous && candidate.start < previous.end) continue;
    kept.push(candidate);
  }
  return kept;
}

const NAMED_KINDS = new Set<Citation['kind']>(['case', 'slip-opinion', 'database', 'neutral', 'docket']);

/**
 * Adds the case name in front of each full case citation, slip opinion and supra, never reaching back into the citation before
 * it. A supra without a name ('n. 5, supra') points inside the document and is dropped.
 */
function withNames(text: string, citations: Citation[]): Citation[] {
  const named: Citation[] = [];
  for (const citation of citations) {
    const notBefore = named.at(-1)?.end ?? 0;
    if (NAMED_KINDS.has(citation.kind) && 'caseName' in citation) {
      const name = caseNameBefore({ text, end: citation.start, notBefore });
      named.push(
        name
          ? { ...citation, start: name.start, text: text.slice(name.start, citation.end), caseName: name.name }
          : citation,
      );
    } else if (citation.kind === 'short-case') {
      // The name binds the short form to its case; the span stays the reference, as the corpus's citation edges read it.
      const name = shortNameBefore({ text, end: citation.start, notBefore });
      named.push(name ? { ...citation, name: name.name } : citation);
    } else if (citation.kind === 'supra') {
      // The name ends at the comma the supra tail starts with.
      const name = shortNameBefore({ text, end: citation.start + 1, notBefore });
      if (name) named.push({ ...citation, start: name.start, text: text.slice(name.start, citation.end), name: name.name });
    } else {
      named.push(citation);
    }
  }
  return named;
}

/** Every citation in `text`, in order of position, with offsets into `text`. */
export function extractCitations(text: string): Citation[] {
  // Neutral and database citations come first: where a case pattern reads the same span ('2010 Ark. 123'), they win.
  const citations = withoutOverlaps([
    ...extractNeutralCitations(text),
    ...extractDatabaseCitations(text),
    ...extractDocketCitations(text),
    ...extractCases(text),
    ...extractJournals(text),
    ...extractSlipOpinions(text),
    ...extractShortCases(text),
    ...extractIds(text),
    ...extractSupraTails(text),
    ...extractConstitutions(text),
    ...extractStatutes(text),
    ...extractStateStatutes(text),
    ...extractRegulations(text),
    ...extractRules(text),
    ...extractStateRules(text),
  ]);
  return withNames(text, citations);
}
