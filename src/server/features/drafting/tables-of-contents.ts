import { blockPlainText, type DraftContent } from '../../../legal/drafting';
import type { VerifiedCitation } from '../../../shared/api/citations';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { outlineSection } from './clause-outline';
import { isCourtFiling, sectionLabel } from './export-format';

/** A line of the table of contents: a numbered section heading (level 1) or a subheading within it (level 2). */
export type TocEntry = { level: 1 | 2; label: string; text: string };

export type AuthorityCategory = 'cases' | 'statutes' | 'rules' | 'other';

/** The groups of the table of authorities, in order, with the category numbers of Word's TOA and TA fields. */
export const AUTHORITY_GROUPS: { category: AuthorityCategory; heading: string; wordCategory: number }[] = [
  { category: 'cases', heading: 'Cases', wordCategory: 1 },
  { category: 'statutes', heading: 'Statutes', wordCategory: 2 },
  { category: 'rules', heading: 'Rules', wordCategory: 4 },
  { category: 'other', heading: 'Other Authorities', wordCategory: 3 },
];

/** One authority: its full citation (pin cite left out), how it was first written, and every place it is cited. */
export type Authority = { category: AuthorityCategory; long: string; short: string; occurrences: number[] };

/**
 * What the tables list, before pages are known. Occurrences are indices into `citations` (the gate's order, which
 * is reading order); `unverified` are the citations the table leaves out, as written.
 */
export type TableEntries = { toc: TocEntry[]; authorities: Authority[]; unverified: string[]; citations: CitationInDraft[] };

const CATEGORY_OF: Partial<Record<VerifiedCitation['kind'], AuthorityCategory>> = {
  case: 'cases', 'slip-opinion': 'cases', database: 'cases', neutral: 'cases', docket: 'cases',
  statute: 'statutes', 'state-statute': 'statutes', rule: 'rules', regulation: 'other',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const PIN = /^\s*(?:at\s+)?\*?\d+(?:\s*[-–—]\s*\d+)?(?:\s*n+\.\s*\d+)?$/;

/** "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)" → "…, 550 U.S. 544 (2007)": the table lists the case, not the pin. */
export function withoutPin(citation: string): string {
  const text = oneLine(citation);
  const paren = text.search(/\s*\([^()]*\)\s*$/);
  const head = paren < 0 ? text : text.slice(0, paren);
  const tail = paren < 0 ? '' : text.slice(paren);
  const parts = head.split(',');
  const reporter = parts.findIndex((part) => /\d+\s+\S.*\s\d+\s*$/.test(part));
  const kept = parts.filter((part, index) => reporter < 0 || index <= reporter || !PIN.test(part));
  return `${kept.join(',')}${tail}`;
}

/** The table of contents: each section's numbered heading as exported, then its subheadings. */
export function tocEntries(content: DraftContent): TocEntry[] {
  const courtFiling = isCourtFiling(content);
  return content.sections.flatMap((section, index) => [
    { level: 1 as const, label: sectionLabel(index, courtFiling), text: courtFiling ? section.heading.toUpperCase() : section.heading },
    ...outlineSection(section.blocks)
      .filter(({ block }) => block.kind === 'subheading')
      .map(({ block }) => ({ level: 2 as const, label: '', text: oneLine(blockPlainText(block)) })),
  ]);
}

type Grouping = { authorities: Authority[]; byKey: Map<string, Authority>; previous?: Authority };

/** Where a short form, Id. or supra belongs: the full citation the gate matched it to, or the one it names. */
function antecedentOf(citation: VerifiedCitation, { authorities, byKey, previous }: Grouping): Authority | undefined {
  if (citation.kind === 'id') return previous;
  if (citation.match) {
    const matched = byKey.get(`case:${citation.match.citation}`);
    if (matched) return matched;
  }
  const cases = authorities.filter((authority) => authority.category === 'cases');
  if (citation.kind === 'short-case') {
    const volumeReporter = /^(\d+\s+.+?)\s+at\b/.exec(oneLine(citation.text))?.[1];
    return volumeReporter ? cases.find((authority) => authority.long.includes(`${volumeReporter} `)) : undefined;
  }
  const name = /^(.+?),?\s+supra\b/i.exec(oneLine(citation.text))?.[1];
  return name ? cases.find((authority) => authority.long.includes(name)) : undefined;
}

const keyOf = (citation: VerifiedCitation, long: string) =>
  CATEGORY_OF[citation.kind] === 'cases' && citation.match ? `case:${citation.match.citation}` : `${citation.kind}:${long.toLowerCase()}`;

/** Codes and rules are not in the case-law corpus: the gate says a well-formed one is `unverifiable`, not wrong. */
const CODE_KINDS = new Set<CitationInDraft['kind']>(['statute', 'state-statute', 'regulation', 'rule']);

/**
 * What the table lists: verified citations, and well-formed statutes, regulations and rules (which no offline source
 * can verify, and which the attorney confirmed at export). A case not verified, or a citation found wrong, is left out.
 */
const listable = (citation: CitationInDraft) =>
  citation.status === 'verified' || (citation.status === 'unverifiable' && CODE_KINDS.has(citation.kind));

/**
 * The table of authorities from the citation gate's results: the listable citations; short forms, Id. and supra
 * folded into the full citation they stand for; grouped Cases, Statutes, Rules, Other Authorities, each alphabetical.
 */
export function tableEntries(content: DraftContent, citations: CitationInDraft[]): TableEntries {
  const grouping: Grouping = { authorities: [], byKey: new Map() };
  const unverified = new Set<string>();
  citations.forEach((citation, index) => {
    if (!listable(citation)) {
      unverified.add(oneLine(citation.text));
      grouping.previous = undefined;
      return;
    }
    const category = CATEGORY_OF[citation.kind];
    if (!category) {
      const antecedent = antecedentOf(citation, grouping);
      antecedent?.occurrences.push(index);
      grouping.previous = antecedent;
      return;
    }
    const long = withoutPin(citation.kind === 'case' ? citation.text : (citation.normalized ?? citation.text));
    const key = keyOf(citation, long);
    const known = grouping.byKey.get(key);
    const authority = known ?? { category, long, short: oneLine(citation.text), occurrences: [] };
    authority.occurrences.push(index);
    if (!known) {
      grouping.byKey.set(key, authority);
      grouping.authorities.push(authority);
    }
    grouping.previous = authority;
  });
  const order = AUTHORITY_GROUPS.map((group) => group.category);
  const authorities = grouping.authorities.sort((a, b) =>
    order.indexOf(a.category) - order.indexOf(b.category) || a.long.localeCompare(b.long, 'en', { sensitivity: 'base', numeric: true }));
  return { toc: tocEntries(content), authorities, unverified: [...unverified], citations };
}

/** Word's and the courts' convention: an authority cited on five or more pages is listed "passim". */
export const PASSIM_FROM = 5;

/** "3, 7, 12", or "passim"; an empty string when no page is known. */
export function pageList(pages: number[]): string {
  const distinct = [...new Set(pages)].sort((a, b) => a - b);
  return distinct.length >= PASSIM_FROM ? 'passim' : distinct.join(', ');
}

/** The tables with their page numbers: where each heading and each citation landed in the laid-out PDF. */
export type PagedTables = TableEntries & { tocPages: number[]; citationPages: (number | undefined)[] };

export const authorityPages = (tables: PagedTables, authority: Authority): number[] =>
  authority.occurrences.flatMap((index) => tables.citationPages[index] ?? []);

/** The line that says which citations the table leaves out, so nothing is dropped silently. */
export const unverifiedNote = (unverified: string[]): string | null =>
  unverified.length === 0 ? null : `Not in the table of authorities (not verified): ${unverified.join('; ')}.`;
