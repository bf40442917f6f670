import { blockPlainText, type DraftContent } from '../../../legal/drafting';
import { CERTIFICATE_SECTION_ID } from '../../../shared/api/certifications';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { outlineSection } from './clause-outline';
import { isCourtFiling, sectionLabel } from './export-format';

/** A line of the table of contents: a numbered section heading (level 1) or a subheading within it (level 2). */
export type TocEntry = { level: 1 | 2; label: string; text: string };

export type AuthorityCategory = 'cases' | 'constitution' | 'statutes' | 'rules' | 'other';

/**
 * The groups of the table of authorities, in the order briefs list them, with the category numbers of Word's TOA and
 * TA fields (Word's defaults: 1 Cases, 2 Statutes, 3 Other Authorities, 4 Rules, 7 Constitutional Provisions).
 */
export const AUTHORITY_GROUPS: { category: AuthorityCategory; heading: string; wordCategory: number }[] = [
  { category: 'cases', heading: 'Cases', wordCategory: 1 },
  { category: 'constitution', heading: 'Constitutional Provisions', wordCategory: 7 },
  { category: 'statutes', heading: 'Statutes', wordCategory: 2 },
  { category: 'rules', heading: 'Rules', wordCategory: 4 },
  { category: 'other', heading: 'Other Authorities', wordCategory: 3 },
];

/**
 * One authority: its full citation (pin cite left out), the case name in it (set in italics), how it was first
 * written, and every place it is cited.
 */
export type Authority = { category: AuthorityCategory; long: string; caseName: string | null; short: string; occurrences: number[] };

/** What the tables list, before pages are known. Occurrences are indices into `citations` (the gate's reading order). */
export type TableEntries = { toc: TocEntry[]; authorities: Authority[]; citations: CitationInDraft[] };

const CATEGORY_OF: Partial<Record<string, AuthorityCategory>> = {
  case: 'cases', 'slip-opinion': 'cases', database: 'cases', neutral: 'cases', docket: 'cases',
  constitution: 'constitution',
  statute: 'statutes', 'state-statute': 'statutes', rule: 'rules', regulation: 'other', journal: 'other',
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

/** The case name a case citation starts with ("Roe v. Wade" of "Roe v. Wade, 410 U.S. 113 (1973)"); null when none is written. */
export function caseNameOf(long: string): string | null {
  return /^(.*?[A-Za-z].*?),\s+(?=\d|_{2,}|No\.)/.exec(long)?.[1] ?? null;
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

/**
 * Whether a citation is in the body of the paper the tables cover: a section's text other than the certificate, which
 * quotes citations to report on them rather than cite them.
 */
const inBody = (content: DraftContent, citation: CitationInDraft, covered: Set<number>) =>
  citation.sectionIndex !== undefined && covered.has(citation.sectionIndex) && content.sections[citation.sectionIndex]?.id !== CERTIFICATE_SECTION_ID;

/**
 * The table of authorities from the citation gate's results: every authority cited in the body, whatever the gate
 * found (the gate and the cite-check report say what is wrong; the filed paper does not); short forms, Id. and supra
 * counted for the full citation the gate resolved them to; grouped as AUTHORITY_GROUPS, each group alphabetical.
 * `sections` (indices in draft order) limits both tables to the paper that carries them (a brief filed after its motion).
 */
export function tableEntries(content: DraftContent, citations: CitationInDraft[], sections?: number[]): TableEntries {
  const covered = new Set(sections ?? content.sections.map((_, index) => index));
  const authorities: Authority[] = [];
  const byKey = new Map<string, Authority>();
  const authorityAt = new Map<number, Authority>();
  citations.forEach((citation, index) => {
    if (!inBody(content, citation, covered)) return;
    const category = CATEGORY_OF[citation.kind];
    if (!category) {
      const authority = citation.refersTo == null ? undefined : authorityAt.get(citation.refersTo);
      authority?.occurrences.push(index);
      if (authority) authorityAt.set(index, authority);
      return;
    }
    const long = withoutPin(category === 'cases' ? citation.text : (citation.normalized ?? citation.text));
    // Two writings of one case (one pin or another, a name spelt otherwise) are one authority when the gate matched it.
    const key = category === 'cases' && citation.match ? `case:${citation.match.citation}` : `${citation.kind}:${long.toLowerCase()}`;
    let authority = byKey.get(key);
    if (!authority) {
      authority = { category, long, caseName: category === 'cases' ? caseNameOf(long) : null, short: oneLine(citation.text), occurrences: [] };
      byKey.set(key, authority);
      authorities.push(authority);
    }
    authority.occurrences.push(index);
    authorityAt.set(index, authority);
  });
  const order = AUTHORITY_GROUPS.map((group) => group.category);
  authorities.sort((a, b) =>
    order.indexOf(a.category) - order.indexOf(b.category) || a.long.localeCompare(b.long, 'en', { sensitivity: 'base', numeric: true }));
  const toc = sections ? tocEntries({ ...content, sections: sections.flatMap((index) => content.sections[index] ?? []) }) : tocEntries(content);
  return { toc, authorities, citations };
}

/** Every page an authority is cited on, once, in order ("passim" is left out: no court practice here is sourced for it). */
export function pageList(pages: number[]): string {
  return [...new Set(pages)].sort((a, b) => a - b).join(', ');
}

/** The tables with their page numbers: where each heading and each citation landed in the laid-out PDF. */
export type PagedTables = TableEntries & { tocPages: number[]; citationPages: (number | undefined)[] };

export const authorityPages = (tables: PagedTables, authority: Authority): number[] =>
  authority.occurrences.flatMap((index) => tables.citationPages[index] ?? []);
