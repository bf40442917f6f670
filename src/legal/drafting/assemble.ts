import { placeholdersIn, type Caption } from './content';
import { formatIntakeValue } from './format-values';
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

// A token and the full stop after it: a value that already ends a sentence keeps one stop, not two.
const TOKEN = /\{\{(\w+)\}\}(\.?)/g;

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
    if (text !== null) values.set(field.id, text);
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
  return {
    court: values.get('court') ?? missing('court'),
    caseNumber: values.get('caseNumber') ?? missing('caseNumber'),
    judge: values.get('judge') ?? null,
    plaintiffs: names('plaintiffs'),
    defendants: names('defendants'),
    documentTitle: designation ?? type.label,
  };
}

/** The offline draft: templates filled with the intake, brackets wherever only a lawyer or a model can write. */
export function assembleDraft(options: AssembleOptions): DraftDocument {
  const { type, intake, jurisdictionLabel, packAvailable } = options;
  const values = tokenValues(options);
  const fill = (text: string) =>
    text.replace(TOKEN, (_, token: string, stop: string) => {
      const value = values.get(token) ?? `[${labelOf(type, token)}]`;
      return stop && value.endsWith('.') ? value : value + stop;
    });

  const sections = type.sections.map((section) => {
    const paragraphs = section.template.map(fill);
    if (section.lawyerOnly) paragraphs.push(`[To be written: ${section.purpose}]`);
    return { id: section.id, heading: section.heading, paragraphs };
  });
  const caption = type.captioned ? captionFor(options, values) : undefined;
  const signatureBlock = signatureBlockFor(type, intake, fill);

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
