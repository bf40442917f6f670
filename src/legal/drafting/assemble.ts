import { courtHeading } from '../courts/chosen-court';
import { chosenCourtOf, withChosenCourt } from '../courts/intake';
import { placeholdersIn, type Caption } from './content';
import { bareJudgeName, formatIntakeValue } from './format-values';
import { joinNames, partyNames, representedSide } from './parties';
import type { DocumentType, Intake } from './schema';
import { signatureBlockFor } from './signature-block';

export type { Caption };

export type DraftSection = { id: string; heading: string; paragraphs: string[] };

export type DraftDocument = {
  title: string;
  /** Shown above the draft: that it was assembled offline, and whether the jurisdiction's rules were checked. */
  notes: string[];
  caption?: Caption;
  sections: DraftSection[];
  signatureBlock: string[];
  /** Every distinct bracketed gap left for the attorney, in order of first appearance. */
  placeholders: string[];
};

export type AssembleOptions = {
  type: DocumentType;
  intake: Intake;
  jurisdictionLabel: string;
  /** Whether a rule pack exists for the jurisdiction; without one the draft says compliance is not checked. */
  packAvailable: boolean;
  /** The caption's document title when a court's own paper names it ("Notice of Demurrer and Demurrer"); else the type's label. */
  designation?: string;
};

// A token and the punctuation after it, which the value's own closing punctuation must not double.
const TOKEN = /\{\{(\w+)\}\}([.,;:]?)/g;

// A value ending in an abbreviation keeps its full stop: "Acme Widgets, Inc.:" and "9:00 a.m.," are right.
const ABBREVIATION_END = /(?:\b(?:Inc|Co|Corp|Ltd|Jr|Sr|No|Nos|al|etc|Cal|App|Supp|Civ|Proc|Stat)|\b[A-Za-z](?:\.[A-Za-z])*)\.$/;

/**
 * An intake value put before the template's punctuation: "All three causes of action." before ":" reads
 * "All three causes of action:", never ".:"; a value that already ends the sentence keeps one stop, not two.
 */
export function joinValue(value: string, next: string, continues = false): string {
  const text = value.trim();
  // Mid-sentence ("dismiss {{challengedClaims}} on the ground"), a value's closing stop would end the sentence early.
  if (next === '' && continues && text.endsWith('.') && !ABBREVIATION_END.test(text)) return text.slice(0, -1);
  if (next === '') return text;
  const closing = /[.,;:]$/.exec(text)?.[0];
  if (!closing) return text + next;
  if (closing === '.' && ABBREVIATION_END.test(text)) return next === '.' ? text : text + next;
  return text.slice(0, -1) + next;
}

/** A lawyer-only section's closing oath ("… under penalty of perjury …"), which must follow what is sworn to. */
const OATH = /penalt(?:y|ies) of perjury/i;

export const OFFLINE_NOTE =
  'Offline draft assembled from templates. Text in [brackets] must be written or completed by the attorney before use.';

export function complianceNotCheckedNote(jurisdictionLabel: string): string {
  return `Jurisdiction-specific compliance is not checked: there is no rule pack for ${jurisdictionLabel}.`;
}

/** Values for `{{tokens}}`: every filled intake field, plus the jurisdiction and the represented side's names. */
function tokenValues({ type, intake, jurisdictionLabel }: AssembleOptions): Map<string, string> {
  const values = new Map<string, string>([['jurisdiction', jurisdictionLabel]]);
  for (const field of type.intakeFields) {
    const text = formatIntakeValue(field, intake[field.id]);
    // Templates say "the Honorable {{judge}}": the name alone, so "Hon. Maria Lopez" is not "the Honorable Hon.".
    if (text !== null) values.set(field.id, field.id === 'judge' ? bareJudgeName(text) : text);
  }
  if (type.captioned) {
    const names = partyNames(intake, representedSide(type, intake) === 'plaintiff' ? 'plaintiffs' : 'defendants');
    if (names.length > 0) values.set('representedParties', joinNames(names));
  }
  return values;
}

function labelOf(type: DocumentType, token: string): string {
  return type.intakeFields.find((field) => field.id === token)?.label ?? token;
}

function captionFor({ type, intake, designation }: AssembleOptions, values: Map<string, string>): Caption {
  const missing = (fieldId: string) => `[${labelOf(type, fieldId)}]`;
  const names = (fieldId: string) => {
    const found = partyNames(intake, fieldId);
    return found.length > 0 ? found : [missing(fieldId)];
  };
  // A court chosen from the list heads the caption line by line ("United States District Court" / "Northern District
  // of Texas" / "Dallas Division"); a typed name is one line, as before.
  const chosen = chosenCourtOf(intake);
  return {
    court: chosen ? courtHeading(chosen).lines.join('\n') : (values.get('court') ?? missing('court')),
    caseNumber: values.get('caseNumber') ?? missing('caseNumber'),
    // The caption names the judge as the lawyer wrote it ("Hon. Maria Lopez"); the token holds the name alone.
    judge: typeof intake.judge === 'string' && intake.judge.trim() !== '' ? intake.judge.trim() : null,
    plaintiffs: names('plaintiffs'),
    defendants: names('defendants'),
    documentTitle: designation ?? type.label,
  };
}

/** The offline draft: templates filled with the intake, brackets wherever only a lawyer or a model can write. */
export function assembleDraft(given: AssembleOptions): DraftDocument {
  const options = { ...given, intake: withChosenCourt(given.intake) };
  const { type, intake, jurisdictionLabel, packAvailable } = options;
  const values = tokenValues(options);
  const fill = (text: string) =>
    text.replace(TOKEN, (match: string, token: string, next: string, offset: number) =>
      joinValue(values.get(token) ?? `[${labelOf(type, token)}]`, next, /^ [a-z]/.test(text.slice(offset + match.length))));

  const sections = type.sections.map((section) => {
    const paragraphs = section.template.map(fill);
    if (section.lawyerOnly) {
      // What is left to write goes before a closing oath, so an affirmation's jurat follows its facts.
      const oathAt = paragraphs.length > 0 && OATH.test(paragraphs.at(-1)!) ? paragraphs.length - 1 : paragraphs.length;
      paragraphs.splice(oathAt, 0, `[To be written: ${section.purpose}]`);
    }
    return { id: section.id, heading: section.heading, paragraphs };
  });
  const caption = type.captioned ? captionFor(options, values) : undefined;
  const signatureBlock = signatureBlockFor(type, intake, jurisdictionLabel, fill);

  const captionTexts = caption ? [caption.court, caption.caseNumber, ...caption.plaintiffs, ...caption.defendants] : [];
  return {
    title: type.label,
    notes: packAvailable ? [OFFLINE_NOTE] : [OFFLINE_NOTE, complianceNotCheckedNote(jurisdictionLabel)],
    ...(caption ? { caption } : {}),
    sections,
    signatureBlock,
    placeholders: placeholdersIn([...captionTexts, ...sections.flatMap((s) => s.paragraphs), ...signatureBlock]),
  };
}
