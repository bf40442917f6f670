import type { DocumentBlock } from '../documents/blocks';
import { CLAUSE_LABELS, type ClauseLabel } from './types';
import { NONCOMPETE_PATTERNS, NONSOLICIT_PATTERNS } from '../jurisdictions/packs/clause-patterns';
import { blocksText, documentSections, sectionBodyRange, type DocumentSection } from './sections';

/** A clause found in a contract, with the blocks it spans (indices into the block list) for replacing it later. */
export interface FoundClause {
  label: ClauseLabel;
  /** The heading it was found by, or null when its words gave it away. */
  heading: string | null;
  text: string;
  page: number;
  paragraph: number;
  /** The blocks its text is in: [start, end). A run-in heading's paragraph is part of it. */
  start: number;
  end: number;
  /** The section it is (null when found by its words in one block), kept to rewrite its heading line. */
  section: DocumentSection | null;
}

export interface ClauseSearch {
  clauses: FoundClause[];
  /** The parties' names as the preamble gives them ("Acme Widgets, Inc.", "Jane Doe"). */
  parties: string[];
  /** The same parties with the defined terms they are called by, which say their roles ("Landlord", "Recipient"). */
  namedParties: NamedParty[];
  missing: ClauseLabel[];
}

/** Headings that name a clause; one heading can name two ("Term and Termination", "Governing Law and Venue"). */
const HEADING_LABELS: [ClauseLabel, RegExp][] = [
  ['parties', /^(?:the\s+)?parties$/i],
  ['term', /\bterm\b|\bduration\b/i],
  ['termination', /\bterminat/i],
  ['assignment', /^(?!.*\binvention).*\bassign(?:ment|ability)?\b|\bsublet/i],
  ['change-of-control', /\bchange\s+(?:of|in)\s+control\b/i],
  ['confidentiality', /\bconfidential|\bnon-?disclosure\b/i],
  ['non-compete', /\bnon-?compet|\bcovenants?\s+not\s+to\s+compete\b|\brestrictive\s+covenants?\b/i],
  ['indemnity', /\bindemn|\bhold\s+harmless\b/i],
  ['limitation-of-liability', /\blimitations?\s+(?:of|on)\s+liability\b|\bliability\s+(?:cap|limit)|^liability$/i],
  ['governing-law', /\bgoverning\s+law\b|\bchoice\s+of\s+law\b|\bapplicable\s+law\b/i],
  ['venue', /\bvenue\b|\bjurisdiction\b|\bforum\b/i],
  ['notices', /\bnotices?\b/i],
  ['security-deposit', /\bsecurity\s+deposits?\b|^deposits?$/i],
];

const source = (patterns: readonly string[]) => patterns.map((pattern) => new RegExp(pattern, 'i'));

/** A restraint on work without the word "compete": "shall not practice dentistry within ten (10) miles". */
export const RESTRAINT_WITHOUT_COMPETE =
  /\b(?:shall|will|may)\s+not\s+(?:practice|work\s+for|provide\s+\w*\s*services)\b[^.]{0,80}?\b(?:within\s+[^.]{0,30}?\bmiles?\b|competitors?)\b/i;

/** Words that show a clause where no heading names it (loose on purpose: a lawyer reviews what they find). */
const CONTENT_LABELS: [ClauseLabel, RegExp[]][] = [
  ['term', [/\bthe\s+term\s+of\s+(?:this\s+(?:agreement|lease)|employment)\b/i, /\b(?:this\s+(?:agreement|lease)|the\s+(?:lease\s+)?term)\b[^.]{0,60}?\b(?:shall|will)\s+(?:commence|begin|continue|remain\s+in\s+(?:full\s+)?(?:force|effect))/i]],
  ['termination', [/\b(?:may|shall|will)\s+terminate\b/i, /\bterminat(?:e|ion\s+of)\s+this\s+(?:agreement|lease)\b/i]],
  ['assignment', [/\b(?:may|shall|will)\s+not\s+(?:be\s+)?assign(?:ed)?\b(?![^.]{0,80}\binventions?\b)/i, /\bassign\s+(?:this\s+(?:agreement|lease)|its\s+rights)\b/i]],
  ['change-of-control', [/\bchange\s+(?:of|in)\s+control\b/i]],
  ['confidentiality', [/\bconfidential\s+information\b/i]],
  ['non-compete', [
    ...source([...NONCOMPETE_PATTERNS, ...NONSOLICIT_PATTERNS]),
    RESTRAINT_WITHOUT_COMPETE,
  ]],
  ['indemnity', [/\bindemnif(?:y|ies|ied|ication)\b/i, /\bhold\s+harmless\b/i]],
  ['limitation-of-liability', [/\bin\s+no\s+event\s+(?:shall|will)\b[^.]{0,80}?\bliable\b/i, /\baggregate\s+liability\b/i, /\bconsequential\s+damages\b/i]],
  ['governing-law', [/\bgoverned\s+by\b[^.]{0,60}?\blaws?\s+of\b/i, /\b(?:governed|construed|interpreted)\s+(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+law\b/]],
  ['venue', [/\bexclusive\s+(?:jurisdiction|venue)\b/i, /\b(?:exclusively|solely|only)\s+in\s+the\b[^.]{0,60}?\bcourts?\b/i, /\bsubmits?\s+to\s+the\s+(?:exclusive\s+)?jurisdiction\b/i, /\bvenue\b[^.]{0,40}?\b(?:shall|will)\s+(?:be|lie)\b/i]],
  ['security-deposit', [/\bsecurity\s+deposit\b/i, /\bdeposit\b[^.]{0,60}?\b(?:rent|security)\b/i]],
  ['notices', [/\b(?:all\s+)?notices?\b[^.]{0,60}?\b(?:shall|must|will)\s+be\s+(?:in\s+writing|given|sent|delivered)\b/i]],
];

const PREAMBLE = /\b(?:by\s+and\s+)?between\s+([\s\S]+)/i;
// A party's defined term follows its name: 'Acme Widgets, Inc., a Delaware corporation ("Company")'.
const DEFINED_TERM = /\((?:the\s+|each\s+a\s+)?["“][^"”]+["”]\)/g;

const cleanName = (text: string) =>
  text.replace(/^[\s,;]*(?:and\s+)?/i, '').replace(/,\s+(?:a|an|the)\s+[\s\S]*$/i, '').replace(/\s+/g, ' ').trim();

/** A party as the preamble names it, with the defined term it is called by ("Landlord", "Company"), when it has one. */
export interface NamedParty {
  name: string;
  term: string | null;
}

/** The parties named in a preamble ("... by and between X and Y."), with their defined terms; none when there is none. */
export function namedParties(text: string): NamedParty[] {
  const between = PREAMBLE.exec(text);
  if (!between) return [];
  const rest = between[1]!;
  let from = 0;
  const defined = [...rest.matchAll(DEFINED_TERM)].slice(0, 2).map((match) => {
    const name = cleanName(rest.slice(from, match.index));
    from = match.index + match[0].length;
    return { name, term: /["“]([^"”]+)["”]/.exec(match[0])![1]!.trim() };
  }).filter((party) => party.name);
  if (defined.length >= 2) return defined;
  // Without defined terms: "between Acme Corp. and Beta LLC." up to the end of the sentence.
  const [first, second] = rest.split(/\s+and\s+/i);
  if (!first || !second) return [];
  const secondName = second.split(/[;(]|\.\s|\.$|,\s+(?:a|an|the|dated|effective)\s/i)[0]!;
  return [cleanName(first), cleanName(secondName)].filter(Boolean).map((name) => ({ name, term: null }));
}

/** The parties' names in a preamble, or none. */
export const partiesIn = (text: string): string[] => namedParties(text).map((party) => party.name);

function clauseOf(label: ClauseLabel, blocks: DocumentBlock[], start: number, end: number, section: DocumentSection | null): FoundClause {
  const first = blocks[start]!;
  return { label, heading: section?.heading ?? null, text: blocksText(blocks, start, end), page: first.page, paragraph: first.paragraph, start, end, section };
}

// The document's title ("MUTUAL NONDISCLOSURE AGREEMENT", "Residential Lease"), which names the contract, not a clause.
const TITLE = /\b(?:agreement|lease|contract|covenant|nda)\s*$/i;
// A restrictive covenant's heading may also say when it runs ("Non-Competition During Term"); it is not the term clause.
const COVENANT_LABELS = new Set<ClauseLabel>(['non-compete', 'confidentiality']);

/**
 * Clauses named by their headings. A nested section repeating an outer one's label is part of the outer clause, and a
 * label is listed once (a later "Notice of Default" is not a second Notices clause).
 */
function clausesByHeading(blocks: DocumentBlock[], sections: DocumentSection[]): FoundClause[] {
  const found: FoundClause[] = [];
  const firstNumbered = sections.find((section) => section.number !== null)?.start ?? blocks.length;
  for (const section of sections) {
    if (section.number === null && section.start < Math.min(firstNumbered, 2) && TITLE.test(section.heading)) continue;
    const labels = HEADING_LABELS.filter(([, pattern]) => pattern.test(section.heading)).map(([label]) => label);
    const covenant = labels.some((label) => COVENANT_LABELS.has(label));
    const body = sectionBodyRange(section);
    const parts = labels.length > 1 ? subClauses(blocks, sections, section, body, labels) : null;
    for (const label of labels) {
      if (covenant && (label === 'term' || label === 'termination')) continue;
      if (found.some((c) => c.label === label)) continue;
      if (body.start >= body.end) continue;
      const part = parts?.get(label);
      found.push(part ? clauseOf(label, blocks, part.start, part.end, part.section) : clauseOf(label, blocks, body.start, body.end, section));
    }
  }
  return found;
}

/**
 * Where each label of a heading that names two ("Term and Termination") starts inside it, when its sub-clauses say:
 * the first nested section whose heading names the label ("2.2 Termination for Cause"), else the first block whose
 * words show it. Null unless every label is found, each at a different block (one paragraph stating both is both).
 */
function subClauses(blocks: DocumentBlock[], sections: DocumentSection[], section: DocumentSection, body: { start: number; end: number }, labels: ClauseLabel[]) {
  const nested = sections.filter((inner) => inner.level > section.level && inner.start >= body.start && inner.start < body.end);
  const parts = new Map<ClauseLabel, { start: number; end: number; section: DocumentSection | null }>();
  for (const label of labels) {
    const heading = HEADING_LABELS.find(([l]) => l === label)![1];
    const named = nested.find((inner) => heading.test(inner.heading) && ![...parts.values()].some((part) => part.start === inner.start));
    const patterns = CONTENT_LABELS.find(([l]) => l === label)?.[1] ?? [];
    const start = named?.start ?? blocks.findIndex((block, at) => at >= body.start && at < body.end && patterns.some((pattern) => pattern.test(block.text)));
    if (start < 0) return null;
    const own = named ?? nested.find((inner) => inner.start === start) ?? null;
    parts.set(label, { start, end: own ? own.end : start + 1, section: own });
  }
  const starts = new Set([...parts.values()].map((part) => part.start));
  return starts.size === labels.length ? parts : null;
}

/** The preamble: the first paragraph, among the opening ones and before any numbered section, that names the parties. */
function preamble(blocks: DocumentBlock[], sections: DocumentSection[]): { index: number; parties: NamedParty[] } | null {
  const numbered = sections.find((section) => section.number !== null)?.start ?? blocks.length;
  for (let index = 0; index < Math.min(numbered, 8); index++) {
    const parties = namedParties(blocks[index]!.text);
    if (parties.length > 0) return { index, parties };
  }
  return null;
}

/** Finds and labels the clauses of a contract: by heading first, then by their words for clauses without one. */
export function findClauses(blocks: DocumentBlock[]): ClauseSearch {
  const sections = documentSections(blocks);
  const clauses = clausesByHeading(blocks, sections);
  const opening = preamble(blocks, sections);
  if (opening && !clauses.some((clause) => clause.label === 'parties')) {
    clauses.push(clauseOf('parties', blocks, opening.index, opening.index + 1, null));
  }
  const byHeading = [...clauses];
  // "During the term and for two years after" in a non-compete is not the contract's term: the term and termination
  // are looked for outside the clauses their headings already name.
  const namedElsewhere = (index: number) => byHeading.some((clause) => clause.start <= index && index < clause.end);
  for (const [label, patterns] of CONTENT_LABELS) {
    if (clauses.some((clause) => clause.label === label)) continue;
    const outside = label === 'term' || label === 'termination';
    const index = blocks.findIndex((block, at) =>
      block.kind !== 'heading' && !(outside && namedElsewhere(at)) && patterns.some((pattern) => pattern.test(block.text)));
    if (index >= 0) clauses.push(clauseOf(label, blocks, index, index + 1, null));
  }
  clauses.sort((a, b) => a.start - b.start || CLAUSE_LABELS.indexOf(a.label) - CLAUSE_LABELS.indexOf(b.label));
  // Only a lease has a security deposit; its absence elsewhere is not a missing clause.
  const missing = CLAUSE_LABELS.filter((label) => label !== 'security-deposit' && !clauses.some((clause) => clause.label === label));
  const parties = opening?.parties ?? [];
  return { clauses, parties: parties.map((party) => party.name), namedParties: parties, missing };
}

/** A clause label in words, for messages ("limitation of liability"). */
export const clauseName = (label: ClauseLabel) => label.replace(/-/g, ' ');
