import { checkDocument, exportFormatFor, packFor } from '../jurisdictions';
import type { CheckedDocumentInput, Finding } from '../jurisdictions';
import type { Caption, DraftDocument } from './assemble';
import { findDocumentType } from './document-types';
import { joinNames } from './parties';
import type { DocumentFamily, DocumentType, Intake } from './schema';

export type CheckedFormat = CheckedDocumentInput['format'];

export type ToCheckedOptions = {
  typeId: string;
  family: DocumentFamily;
  /** For a memorandum supporting a motion: the motion's type id, so motion-specific limits apply. */
  motionTypeId?: string;
  isReply?: boolean;
  format: CheckedFormat;
  /** The numbers from the draft's details that statutory limits read (earnings, months), by intake field id. */
  figures?: Record<string, number>;
};

export type ExportFormat = ReturnType<typeof exportFormatFor>;

export type DraftCheck =
  | { checked: true; findings: Finding[]; exportFormat: ExportFormat }
  | { checked: false };

/** The exporter's body text size when no rule asks for more. */
export const DEFAULT_FONT_SIZE_PT = 12;

const BARE_PLACEHOLDER = /^\s*\[[^\]]*\]\s*$/;

// An unfilled "[Court]" is not a court name: the checker must see the element as missing, not as written.
const written = (text: string | undefined) => (text && !BARE_PLACEHOLDER.test(text) ? text : undefined);

// The county, when the court's name carries it ("Superior Court of California, County of Alameda").
const VENUE = /\bCounty of [A-Z][\w.' -]*|\b[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)* County\b/;

function checkedCaption(caption: Caption): CheckedDocumentInput['caption'] {
  const plaintiffs = caption.plaintiffs.filter((name) => written(name));
  const defendants = caption.defendants.filter((name) => written(name));
  const bothSides = plaintiffs.length > 0 && defendants.length > 0;
  const fields = {
    court: written(caption.court),
    venue: written(caption.court)?.match(VENUE)?.[0],
    title: bothSides ? `${joinNames(plaintiffs)} v. ${joinNames(defendants)}` : undefined,
    parties: bothSides ? `${joinNames(plaintiffs)}, Plaintiff(s), v. ${joinNames(defendants)}, Defendant(s)` : undefined,
    fileNumber: written(caption.caseNumber),
    designation: written(caption.documentTitle),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The draft in the plain shape the jurisdictions checker reads. */
export function toCheckedDocument(draft: DraftDocument, options: ToCheckedOptions): CheckedDocumentInput {
  const signature = draft.signatureBlock.join('\n').trim();
  return {
    title: draft.title,
    family: options.family,
    typeId: options.typeId,
    ...(options.motionTypeId ? { motionTypeId: options.motionTypeId } : {}),
    isReply: options.isReply ?? false,
    caption: draft.caption ? checkedCaption(draft.caption) : {},
    sections: draft.sections.map((section) => ({ heading: section.heading, text: section.paragraphs.join('\n\n') })),
    ...(signature ? { signatureBlock: signature } : {}),
    format: options.format,
    figures: options.figures ?? {},
  };
}

/** The intake's money and number values, by field id: what a limit such as a salary threshold is checked against. */
export function intakeFigures(type: DocumentType, intake: Intake): Record<string, number> {
  const numeric = type.intakeFields.filter((field) => field.kind === 'money' || field.kind === 'number');
  return Object.fromEntries(numeric.flatMap((field) => {
    const value = intake[field.id];
    return typeof value === 'number' && Number.isFinite(value) ? [[field.id, value]] : [];
  }));
}

/**
 * Checks a draft against its jurisdiction's rule pack, as it will be exported: the format is the one the exporter
 * applies for that pack, so format rules only report what export cannot fix.
 */
export function checkDraft({ draft, intake = {}, typeId, jurisdiction, motionTypeId, isReply, asOf }: {
  draft: DraftDocument;
  /** The draft's details; statutory limits on figures (earnings, months) are checked against them. */
  intake?: Intake;
  typeId: string;
  jurisdiction: string;
  motionTypeId?: string;
  isReply?: boolean;
  /** The day (YYYY-MM-DD) whose rules apply; today when not given. */
  asOf?: string;
}): DraftCheck {
  const pack = packFor(jurisdiction);
  if (!pack) return { checked: false };
  const type = findDocumentType(typeId);
  if (!type) throw new Error(`Unknown document type: ${typeId}`);

  const target = { family: type.family, typeId, ...(motionTypeId ? { motionTypeId } : {}) };
  const exportFormat = exportFormatFor(pack, target);
  const format = { pleadingPaper: exportFormat.pleadingPaper, fontSizePt: exportFormat.minFontSizePt ?? DEFAULT_FONT_SIZE_PT };
  const document = toCheckedDocument(draft, { ...target, isReply, format, figures: intakeFigures(type, intake) });
  return { checked: true, findings: checkDocument({ pack, document, ...(asOf ? { asOf } : {}) }), exportFormat };
}
