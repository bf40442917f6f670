/**
 * The table of authorities of an uploaded paper: every authority it cites, grouped as court papers group them, with
 * the pages of the paper it is cited on. Short forms, "Id." and supra count for the full citation they stand for.
 *
 * The drafts export has its own table (src/server/features/drafting/tables-of-contents.ts), grouped by Word's TA
 * categories for the filed paper. A check of someone's brief uses the four groups of the documents contract; both list
 * every authority cited, whatever its status (the citation list beside this one gives each status).
 */

export const AUTHORITY_CATEGORIES = ['Cases', 'Statutes', 'Rules and regulations', 'Other authorities'] as const;
export type AuthorityCategory = (typeof AUTHORITY_CATEGORIES)[number];

/** A citation as the verification returns it, with the page of the paper it starts on. */
export type CitationOnPage = {
  kind: string;
  text: string;
  /** The Bluebook form of the citation as written (with its pin); null when it has none. */
  normalized: string | null;
  /** The corpus case the citation was matched to ("410 U.S. 113"), when it was. */
  match: { citation: string } | null;
  /** The index among the citations of the full citation a short form, Id. or supra stands for, as verification bound it. */
  refersTo?: number | null | undefined;
  page: number;
};

export type AuthorityEntry = { authority: string; pages: number[] };
export type AuthorityGroup = { category: AuthorityCategory; entries: AuthorityEntry[] };

const CATEGORY_OF: Record<string, AuthorityCategory> = {
  case: 'Cases', 'slip-opinion': 'Cases', database: 'Cases', neutral: 'Cases', docket: 'Cases',
  statute: 'Statutes', 'state-statute': 'Statutes',
  rule: 'Rules and regulations', regulation: 'Rules and regulations', journal: 'Other authorities',
  constitution: 'Other authorities',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Volume, reporter and first page: "410 U.S. 113" (a case name holding a number never runs up to a comma this way).
const REPORTER_CITE = /(\d+ [^,]+? \d+)(?:, [^()]*?)?(?= \(|$)/;

/** "Roe v. Wade, 410 U.S. 113, 153 (1973)" → "Roe v. Wade, 410 U.S. 113 (1973)": the table lists the case, not the pin. */
export function withoutPin(citation: string): string {
  return oneLine(citation)
    .replace(REPORTER_CITE, '$1')
    .replace(/, at \*\d+(?:[-–]\*?\d+)?(?= \(|$)/, '')
    .replace(/, ¶ \d+(?:[-–]\d+)?(?= \(|$)/, '');
}

type Entry = { category: AuthorityCategory; authority: string; key: string; reporterCite: string | null; pages: number[] };

function entryOf(citation: CitationOnPage, category: AuthorityCategory): Entry {
  const authority = withoutPin(citation.normalized ?? citation.text);
  const reporterCite = citation.kind === 'case' ? (REPORTER_CITE.exec(authority)?.[1] ?? null) : null;
  // Two writings of one case (names spelt differently, one pin or another) are one authority: keyed by its reporter cite.
  const key = reporterCite ? `case:${reporterCite.toLowerCase()}` : `${category}:${authority.toLowerCase()}`;
  return { category, authority, key, reporterCite, pages: [] };
}

/**
 * The full citation a short form, "Id." or supra stands for, among those cited before it: the one verification bound
 * it to (a short form by the name it carries), or, for citations that do not say, the nearest that fits.
 */
function antecedentOf(citation: CitationOnPage, entries: Entry[], previous: Entry | undefined, entryAt: Map<number, Entry>): Entry | undefined {
  if (citation.refersTo !== undefined) return citation.refersTo === null ? undefined : entryAt.get(citation.refersTo);
  if (citation.kind === 'id') return previous;
  const cases = entries.filter((entry) => entry.reporterCite !== null);
  const matched = citation.match && cases.find((entry) => entry.reporterCite === citation.match!.citation);
  if (matched) return matched;
  const text = oneLine(citation.text);
  if (citation.kind === 'short-case') {
    const volumeReporter = /^(\d+ .+?),? at\b/.exec(text)?.[1];
    return volumeReporter ? cases.find((entry) => entry.reporterCite!.startsWith(`${volumeReporter} `)) : undefined;
  }
  if (citation.kind === 'supra') {
    const name = /^(.+?),? supra\b/i.exec(text)?.[1]?.replace(/^(?:see|see also|cf\.)\s+/i, '');
    return name ? cases.find((entry) => entry.authority.toLowerCase().includes(name.toLowerCase())) : undefined;
  }
  return undefined;
}

/**
 * Groups the citations, in reading order, into the table: Cases alphabetical by name, then Statutes, Rules and
 * regulations, Other authorities, each in numeric order; each entry with the distinct pages it is cited on. A short
 * form with nothing before it to refer to is not an authority of its own (the citation list flags it).
 */
export function tableOfAuthorities(citations: CitationOnPage[]): AuthorityGroup[] {
  const entries: Entry[] = [];
  const byKey = new Map<string, Entry>();
  const entryAt = new Map<number, Entry>();
  let previous: Entry | undefined;
  for (const [index, citation] of citations.entries()) {
    const category = CATEGORY_OF[citation.kind];
    let entry: Entry | undefined;
    if (category) {
      const candidate = entryOf(citation, category);
      entry = byKey.get(candidate.key);
      if (!entry) {
        entry = candidate;
        byKey.set(entry.key, entry);
        entries.push(entry);
      }
    } else {
      entry = antecedentOf(citation, entries, previous, entryAt);
    }
    entry?.pages.push(citation.page);
    if (entry) entryAt.set(index, entry);
    previous = entry;
  }
  return AUTHORITY_CATEGORIES.flatMap((category) => {
    const listed = entries
      .filter((entry) => entry.category === category)
      .sort((a, b) => a.authority.localeCompare(b.authority, 'en', { sensitivity: 'base', numeric: true }))
      .map((entry) => ({ authority: entry.authority, pages: [...new Set(entry.pages)].sort((a, b) => a - b) }));
    return listed.length > 0 ? [{ category, entries: listed }] : [];
  });
}
