import { checkDocument, packFor, RULE_PACKS, ruleApplies, type CheckedDocumentInput, type Finding, type Rule, type RulePack } from '../../../legal/jurisdictions';
import { ruleInForce } from '../../../legal/jurisdictions/check';
import { findDocumentType } from '../../../legal/drafting/document-types';
import { captionFields, courtFromCaption, type CaptionFields } from '../../../legal/review/court-from-caption';
import type { DocumentBlock, DocumentCheckResponse } from '../../../shared/api/documents';
import { AppError } from '../../http/errors';
import type { OpenDocument } from './source';

type Compliance = DocumentCheckResponse['compliance'];
type Kind = { family: CheckedDocumentInput['family']; typeId: string; motionTypeId?: string; isReply: boolean };
type Section = { heading: string; blocks: DocumentBlock[] };

export const NO_COURT_RECOGNISED =
  'No court was recognised in the caption, so court rules were not checked. Choose the jurisdiction to check them.';

const MOTION_TYPES: [RegExp, string][] = [
  [/\bsummary\s+judgment\b/i, 'motion-for-summary-judgment'],
  [/\bmotion\s+to\s+dismiss\b/i, 'motion-to-dismiss'],
  [/\bmotion\s+to\s+compel\b/i, 'motion-to-compel'],
];
const MEMORANDUM = /\b(?:memorandum|points\s+and\s+authorities|brief|opposition|reply)\b/i;
const MOTION = /\b(?:motion|demurrer)\b/i;

/** A type id only where the drafting catalogue has that type; otherwise the family itself, which no rule names beyond it. */
const knownType = (id: string | undefined, family: Kind['family']) => (id && findDocumentType(id) ? id : family);

/** What the paper is, from the words of its title; null when the title names no motion, memorandum or pleading. */
export function paperKind(title: string): Kind | null {
  const motionTypeId = MOTION_TYPES.find(([pattern]) => pattern.test(title))?.[1];
  const isReply = /\breply\b/i.test(title);
  if (MEMORANDUM.test(title)) {
    // A memorandum filed with a motion is the points and authorities, and the motion's own limits apply to it.
    const supportsMotion = MOTION.test(title) || /points\s+and\s+authorities/i.test(title);
    return supportsMotion
      ? { family: 'memorandum', typeId: 'points-and-authorities', ...(motionTypeId ? { motionTypeId } : {}), isReply }
      : { family: 'memorandum', typeId: 'memorandum', isReply };
  }
  if (MOTION.test(title)) return { family: 'motion', typeId: knownType(motionTypeId, 'motion'), isReply };
  if (/\bcomplaint\b/i.test(title) && !/\banswer\b/i.test(title)) return { family: 'pleading', typeId: 'complaint', isReply: false };
  if (/\banswer\b/i.test(title)) return { family: 'pleading', typeId: 'answer', isReply: false };
  return null;
}

/** The paper's sections: each heading with the blocks under it; what comes before the first heading is the caption. */
function sectionsOf(blocks: DocumentBlock[]): Section[] {
  const sections: Section[] = [{ heading: 'Caption', blocks: [] }];
  for (const block of blocks) {
    if (block.kind === 'heading') sections.push({ heading: block.text.trim(), blocks: [] });
    else sections.at(-1)!.blocks.push(block);
  }
  return sections.filter((section, index) => index > 0 || section.blocks.length > 0);
}

/** From "Respectfully submitted" (or the last "/s/" line) to the next heading: where a signature block sits. */
function signatureBlockOf(blocks: DocumentBlock[]): string | undefined {
  const submitted = blocks.findLastIndex((block) => /respectfully\s+submitted/i.test(block.text));
  const signed = blocks.findLastIndex((block) => /\/s\/\s*\S|_{5,}/.test(block.text));
  const start = submitted >= 0 ? submitted : signed >= 0 ? Math.max(0, signed - 2) : -1;
  if (start < 0) return undefined;
  const end = blocks.findIndex((block, index) => index > start && block.kind === 'heading');
  return blocks.slice(start, end < 0 ? undefined : end).slice(0, 15).map((block) => block.text).join('\n');
}

const headingMatches = (heading: string, keywords: string[]) => keywords.some((keyword) => heading.toLowerCase().includes(keyword.toLowerCase()));

/** The pages of the uploaded PDF on which the counted text stands: the caption and the sections the rule leaves out are not counted. */
function countedPages(sections: Section[], excluded: string[]): number {
  const counted = sections.filter((section, index) => !(index === 0 && section.heading === 'Caption') && !headingMatches(section.heading, excluded));
  return new Set(counted.flatMap((section) => section.blocks.map((block) => block.page))).size;
}

const COUNTED_FROM_PDF = 'counted from the pages of the uploaded PDF on which its text stands, leaving out the caption and the parts the rule does not count';

/**
 * A page limit checked against the uploaded PDF's own pages instead of a words-per-page estimate; a check that
 * cannot be read from extracted text (font size, line-numbered paper) is reported as not checked.
 */
function pdfOrUncheckable(rule: Rule, sections: Section[], hasTables: boolean, isReply: boolean, fromPdf: boolean): Finding[] | null {
  const finding = (message: string, severity = rule.severity): Finding => ({ ruleId: rule.id, severity, citation: rule.citation, message: `${message} (${rule.citation})`, location: {} });
  const check = rule.check;
  if (check.kind === 'format') {
    const what = [
      check.pleadingPaper ? 'whether the paper is line-numbered pleading paper' : null,
      check.minFontSizePt !== undefined ? `the font size (at least ${check.minFontSizePt} points)` : null,
    ].filter(Boolean).join(' and ') || 'the formatting';
    return [finding(`Not checked: ${what} cannot be read from the extracted text. Confirm it in the file.`, 'info')];
  }
  if (!fromPdf) return null;
  if (check.kind === 'length-limit' && check.unit === 'pages') {
    const pages = countedPages(sections, check.excludedHeadingKeywords);
    const max = isReply && check.replyMax !== undefined ? check.replyMax : check.max;
    if (pages <= max) return [];
    return [finding(`The counted text runs over ${pages} pages (${COUNTED_FROM_PDF}); the limit for ${isReply && check.replyMax !== undefined ? 'a reply' : 'this paper'} is ${max} pages. Shorten it or obtain leave of court.`)];
  }
  if (check.kind === 'tables-required') {
    const pages = countedPages(sections, check.excludedHeadingKeywords);
    if (pages <= check.overPages || hasTables) return [];
    return [finding(`The counted text runs over ${pages} pages (${COUNTED_FROM_PDF}), more than ${check.overPages}: it needs a table of contents and a table of authorities, and none was found.`)];
  }
  return null;
}

function checkedInput(title: string, kind: Kind, caption: CaptionFields, sections: Section[], signatureBlock: string | undefined, hasTables: boolean): CheckedDocumentInput {
  return {
    title,
    family: kind.family,
    typeId: kind.typeId,
    ...(kind.motionTypeId ? { motionTypeId: kind.motionTypeId } : {}),
    isReply: kind.isReply,
    caption: { ...caption, designation: caption.designation ?? title },
    sections: sections.map((section) => ({ heading: section.heading, text: section.blocks.map((block) => block.text).join('\n\n') })),
    ...(signatureBlock ? { signatureBlock } : {}),
    // The format is replaced by "not checked" findings below: extracted text does not say what the paper looks like.
    format: { pleadingPaper: false, tables: hasTables },
  };
}

/** The pack's rules for the paper, run over its extracted text, with the checks text cannot settle said to be unchecked. */
function runPack(pack: RulePack, document: OpenDocument, kind: Kind, caption: CaptionFields, asOf: string): Finding[] {
  const { blocks, summary } = document;
  const sections = sectionsOf(blocks);
  const hasTables = blocks.some((block) => /^\s*table\s+of\s+authorities\s*$/i.test(block.text));
  const title = caption.designation ?? summary.title;
  const input = checkedInput(title, kind, caption, sections, signatureBlockOf(blocks), hasTables);
  const fromPdf = summary.format === 'pdf';
  const replaced = new Map<string, Finding[]>();
  for (const rule of pack.rules) {
    if (!ruleInForce(rule, asOf) || !ruleApplies(rule, { family: kind.family, typeId: kind.typeId, motionTypeId: kind.motionTypeId })) continue;
    const own = pdfOrUncheckable(rule, sections, hasTables, kind.isReply, fromPdf);
    if (own) replaced.set(rule.id, own);
  }
  const findings = checkDocument({ pack, document: input, asOf })
    .filter((finding) => !replaced.has(finding.ruleId))
    // Section indices point into the sections built here, which the reader does not see: the message names the heading.
    .map((finding) => ({ ...finding, location: {} }));
  return [...findings, ...[...replaced.values()].flat()];
}

/**
 * The compliance part of the brief check: the court from the caption (or the jurisdiction the user chose), its
 * rule pack, and the pack's findings on the paper; or why the rules were not checked.
 */
export function documentCompliance(document: OpenDocument, options: { jurisdiction?: string; asOf: string }): Compliance {
  const lines = document.blocks.slice(0, 60);
  const caption = captionFields(lines);
  const recognised = courtFromCaption(lines);
  const jurisdiction = options.jurisdiction ?? recognised?.jurisdiction;
  if (!jurisdiction) return { checked: false, reason: NO_COURT_RECOGNISED };
  const pack = packFor(jurisdiction);
  if (!pack) {
    const known = RULE_PACKS.map((p) => `${p.jurisdiction} (${p.label})`).join(', ');
    throw new AppError('invalid-argument', `There are no court rules for the jurisdiction "${jurisdiction}". Choose one of ${known}.`);
  }
  const title = caption.designation ?? document.summary.title;
  const kind = paperKind(title);
  if (!kind) {
    return {
      checked: false,
      reason: `The title ("${title}") does not say whether the paper is a motion, a memorandum or a pleading, so the court rules for ${pack.label} were not checked.`,
    };
  }
  const court = recognised && recognised.jurisdiction === jurisdiction ? recognised.court : (caption.court ?? null);
  return { checked: true, jurisdiction, jurisdictionLabel: pack.label, court, findings: runPack(pack, document, kind, caption, options.asOf) };
}
