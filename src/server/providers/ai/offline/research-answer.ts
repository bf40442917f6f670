import { CORPUS_HOW_TO_LOAD } from '../../../../shared/messages';
import { jurisdictionLabel, type Jurisdiction } from '../../../../shared/jurisdictions';
import type { CorpusAuthority, CorpusSearchResult, OfflineEngineDeps } from './deps';

const CASES_SHOWN = 5;
const AUTHORITIES_SHOWN = 5;

/** Corpus text goes into Markdown: emphasis and code markers in it must stay literal. */
const literal = (text: string) => text.replace(/\s+/g, ' ').replace(/([*_`])/g, '\\$1');

/** The search words as a code span: plain text, and no quotation marks the citation checker could take for a quote. */
const searchWords = (query: string) => `\`${query.replace(/`/g, '').replace(/\s+/g, ' ')}\``;

/** Bluebook form from what the corpus holds: *Name*, 410 U.S. 113 (1973). */
export function caseReference(c: { name: string | null; citation: string | null; year: number | null }): string {
  const year = c.year === null ? '' : ` (${c.year})`;
  const name = literal(c.name ?? '').trim();
  if (!c.citation) return `*${name || 'Unnamed case'}*${year} (no reporter citation in the corpus)`;
  return name ? `*${name}*, ${c.citation}${year}` : `${c.citation}${year}`;
}

/** The snippet as one passage, its matching words in bold, as the research page highlights them. */
const passage = (snippet: CorpusSearchResult['snippet']) =>
  snippet
    .map((piece) => (piece.match ? `**${literal(piece.text).trim()}**` : literal(piece.text)))
    .join('')
    .trim();

/** All words with OR between them: a fallback when no case has every word of the question. */
const anyWord = (query: string) => query.split(/\s+/).filter((w) => w.length > 1).join(' or ');

async function searchWithFallback(deps: OfflineEngineDeps, query: string) {
  const strict = await deps.search(query);
  if (strict.results.length > 0 || !query.includes(' ')) return { query, results: strict.results, loose: false };
  const loose = anyWord(query);
  return { query: loose, results: (await deps.search(loose)).results, loose: true };
}

async function noMatch(deps: OfflineEngineDeps, query: string): Promise<string> {
  const status = deps.corpusStatus ? await deps.corpusStatus() : null;
  if (status?.cases === 0) return `The case-law corpus is empty, so there is nothing to search yet. ${CORPUS_HOW_TO_LOAD}`;
  const hint = status ? '' : ` If no corpus has been loaded yet: ${CORPUS_HOW_TO_LOAD}`;
  return `No case in the corpus matches ${searchWords(query)}. Try fewer or different words, or a case name.${hint}`;
}

function authoritiesSection(authorities: CorpusAuthority[]): string[] {
  if (authorities.length === 0) return [];
  return [
    '',
    '**Most cited by the matching cases**',
    '',
    ...authorities.slice(0, AUTHORITIES_SHOWN).map((a) => `- ${caseReference(a)} — cited by ${a.count} of them`),
  ];
}

/** Ranked corpus cases with a passage each, and the authorities they cite most; nothing the corpus did not return. */
export async function researchAnswer(options: {
  query: string;
  jurisdiction: Jurisdiction | null;
  wantsVerification: boolean;
  deps: OfflineEngineDeps;
}): Promise<string> {
  const { query, jurisdiction, wantsVerification, deps } = options;
  const verifyHint = wantsVerification
    ? '\n\nTo verify a citation, paste it in full: case name, volume, reporter, first page and year.'
    : '';
  const found = await searchWithFallback(deps, query);
  if (found.results.length === 0) return `${await noMatch(deps, query)}${verifyHint}`;

  const scope = jurisdiction
    ? ` The corpus is searched as a whole: check whether each case binds in ${jurisdictionLabel(jurisdiction)}.`
    : '';
  const coverage = found.loose ? ' No case has every word, so these have some of them.' : '';
  const cases = found.results.slice(0, CASES_SHOWN).flatMap((c, i) => {
    const text = passage(c.snippet);
    return text ? [`${i + 1}. ${caseReference(c)}`, `   > ${text}`] : [`${i + 1}. ${caseReference(c)}`];
  });
  return [
    `**Cases in the corpus matching** ${searchWords(query)}, best match first.${coverage}${scope}`,
    '',
    ...cases,
    ...authoritiesSection(await deps.authorities(found.query)),
    '',
    'These passages are excerpts from the corpus; read each opinion before relying on it.',
  ].join('\n') + verifyHint;
}
