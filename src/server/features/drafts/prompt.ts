import { sectionPlainText, type DocumentType, type DraftContent, type Intake } from '../../../legal/drafting';
import { formatIntakeValue } from '../../../legal/drafting/format-values';
import { packFor, ruleApplies } from '../../../legal/jurisdictions';
import type { Paper, Sourced } from '../../../legal/procedure';
import { draftingJurisdictionLabel } from '../../../shared/jurisdictions';

/** Characters of each earlier section sent for consistency; the whole of it would cost more than it helps. */
const EARLIER_SECTION_CHARS = 1_500;
/** Characters of earlier sections in all, nearest sections first. */
const EARLIER_TOTAL_CHARS = 12_000;

export interface SectionPromptOptions {
  type: DocumentType;
  jurisdiction: string;
  intake: Intake;
  instructions: string;
  /** Extra instructions for this run (regenerating one section "shorter", say). */
  runInstructions?: string;
  content: DraftContent;
  sectionIndex: number;
  /** The section as the templates assemble it: the standard language to adapt. */
  templateText: string;
}

/** The rules of the jurisdiction's pack that apply to this type, with their sources, for the model to follow. */
function rulesFor(type: DocumentType, jurisdiction: string): string[] {
  const pack = packFor(jurisdiction);
  if (!pack) return [];
  return pack.rules.filter((rule) => ruleApplies(rule, { family: type.family, typeId: type.id })).map((rule) => `- ${rule.summary} (${rule.citation})`);
}

const sourcedLines = (heading: string, items: readonly Sourced[]) =>
  items.length > 0 ? [heading, ...items.map((item) => `- ${item.text} (${item.citation})`)] : [];

/** Grounds this court hears by another paper: named so the draft does not argue them here. */
function elsewhereLines(paper: Paper): string[] {
  const elsewhere = paper.grounds?.elsewhere ?? [];
  if (elsewhere.length === 0) return [];
  return [
    'Grounds this court hears by a different paper (do not argue them in this one):',
    ...elsewhere.map((ground) => `- ${ground.label}: by ${ground.paper} (${ground.citation})`),
  ];
}

/** The court's own paper: its name, basis, standard, timing, companion papers and limits, each with its source. */
function paperLines(paper: Paper): string[] {
  const companions = paper.companions.map(
    (companion) => `- ${companion.name} (${companion.citation})${companion.required ? '' : `, only ${companion.when ?? 'where it applies'}`}`,
  );
  return [
    `This is that court's own paper, the ${paper.name} ("${paper.designation}"). Draft it as that paper, never as a federal motion.`,
    ...sourcedLines('Its basis:', paper.basis),
    ...sourcedLines('The standard the court applies:', paper.standard),
    ...sourcedLines('Timing:', paper.timing),
    ...(companions.length > 0 ? ['Papers filed with it:', ...companions] : []),
    ...elsewhereLines(paper),
    ...sourcedLines('Limits it must respect:', paper.limits),
  ];
}

export function draftingSystemPrompt({ type, paper, jurisdiction }: Pick<SectionPromptOptions, 'type' | 'jurisdiction'> & { paper: Paper | null }): string {
  const rules = rulesFor(type, jurisdiction);
  return [
    `You are drafting a ${type.label} for a licensed attorney, under the law and court rules of ${draftingJurisdictionLabel(jurisdiction)}.`,
    ...(paper ? paperLines(paper) : []),
    'Write one section at a time, in formal, precise legal English an experienced practitioner would sign.',
    'Write only the body of the requested section: no section heading, no preamble, no commentary to the attorney.',
    'Format in light Markdown: paragraphs separated by blank lines; numbered clauses as "1." with sub-clauses "(a)"; ' +
      'a defined term in bold inside quotation marks where it is defined, e.g. ("**Confidential Information**").',
    'Never invent facts, names, dates, amounts, record citations or case numbers. Where the attorney has not supplied ' +
      'something, write a bracketed placeholder such as [date of termination] for the attorney to complete.',
    'Cite a case, statute or rule only if you are certain it exists and says what you attribute to it; every citation ' +
      'is verified against a case-law corpus and flagged to the attorney when it is not verified. Prefer ' +
      '[citation needed] to a guess. Quote only text you are certain of.',
    ...(rules.length > 0 ? ['The draft must comply with these rules:', ...rules] : []),
  ].join('\n');
}

function intakeLines({ type, intake }: Pick<SectionPromptOptions, 'type' | 'intake'>): string[] {
  return type.intakeFields.flatMap((field) => {
    const value = formatIntakeValue(field, intake[field.id]);
    return value === null ? [] : [`- ${field.label}: ${value}`];
  });
}

/** Earlier sections, nearest first within the budget, so terms and facts stay consistent across sections. */
function earlierSections({ content, sectionIndex }: Pick<SectionPromptOptions, 'content' | 'sectionIndex'>): string[] {
  const written: string[] = [];
  let budget = EARLIER_TOTAL_CHARS;
  for (let index = sectionIndex - 1; index >= 0 && budget > 0; index--) {
    const section = content.sections[index]!;
    const text = sectionPlainText(section).slice(0, Math.min(EARLIER_SECTION_CHARS, budget));
    if (text.trim() === '') continue;
    budget -= text.length;
    written.unshift(`## ${section.heading}\n${text}`);
  }
  return written;
}

export function sectionPrompt(options: SectionPromptOptions): string {
  const { type, content, sectionIndex, instructions, runInstructions, templateText } = options;
  const section = content.sections[sectionIndex]!;
  const purpose = type.sections.find((candidate) => candidate.id === section.id)?.purpose;
  const outline = content.sections.map((s, index) => `${index + 1}. ${s.heading}`);
  const earlier = earlierSections(options);
  return [
    'Facts and terms the attorney supplied:',
    ...intakeLines(options),
    ...(instructions ? ['', "The attorney's instructions and background:", instructions] : []),
    '',
    'Outline of the whole document:',
    ...outline,
    ...(earlier.length > 0 ? ['', 'Sections already written (keep terms, names and facts consistent with them):', ...earlier] : []),
    '',
    `Write section ${sectionIndex + 1}, "${section.heading}".${purpose ? ` Its purpose: ${purpose}` : ''}`,
    ...(templateText.trim() ? ['Standard language for this section, to adapt and complete (keep its substance):', templateText] : []),
    ...(runInstructions ? ['', `For this version of the section: ${runInstructions}`] : []),
  ].join('\n');
}
