import { findDocumentType, type DocumentType } from '../../../legal/drafting';
import type { ChosenCourt } from '../../../legal/courts';
import { resolvePaper, type Paper, type Refusal } from '../../../legal/procedure';
import type { DraftingType, PaperResolution, PaperSummary } from '../../../shared/api/drafts';
import { AppError } from '../../http/errors';

/** A catalogue type as the studio sees it: its form and its sections' outline, without the templates. */
export function draftingTypeView(type: DocumentType): DraftingType {
  return {
    id: type.id,
    family: type.family,
    label: type.label,
    description: type.description,
    captioned: type.captioned,
    intakeFields: type.intakeFields,
    sections: type.sections.map(({ id, heading, purpose, required, lawyerOnly }) => ({ id, heading, purpose, required, lawyerOnly })),
  };
}

/** A paper's procedure data for the studio: everything but its form and sections, which the resolved type carries. */
export function paperSummary(paper: Paper): PaperSummary {
  return {
    name: paper.name,
    designation: paper.designation,
    effective: paper.effective,
    effectiveNote: paper.effectiveNote ?? null,
    basis: paper.basis,
    grounds: paper.grounds ?? null,
    standard: paper.standard,
    timing: paper.timing,
    companions: paper.companions,
    limits: paper.limits,
    checkBeforeFiling: paper.checkBeforeFiling,
  };
}

/**
 * GET /api/drafting/paper: what the studio drafts for a goal in a jurisdiction, in the chosen court when the intake
 * has one (a district's own form), as a draft created with that intake will be.
 */
export function paperResolution(typeId: string, jurisdiction: string, court: ChosenCourt | null = null): PaperResolution {
  const resolution = resolvePaper(typeId, jurisdiction, court);
  if (!resolution) throw new AppError('not-found', 'This document type is not in the catalogue.');
  switch (resolution.kind) {
    case 'paper':
      return { kind: 'paper', paper: paperSummary(resolution.paper), type: draftingTypeView(resolution.type) };
    case 'refused':
      return { kind: 'refused', refusal: resolution.refusal };
    case 'general':
      return { kind: 'general', type: draftingTypeView(resolution.type) };
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why a goal cannot be drafted here, in one message: the explanation, its source, and what to use instead. */
export function refusalMessage({ explanation, citation, alternatives }: Refusal): string {
  const instead = alternatives.length > 0 ? [`Instead: ${alternatives.map(sentence).join(' ')}`] : [];
  return [sentence(explanation), `Source: ${sentence(citation)}`, ...instead].join(' ');
}

/** What a draft is drafted as: the resolved type, the court's paper when there is one, and a refusal for a stored goal. */
export interface DraftKind {
  type: DocumentType;
  paper: Paper | null;
  /** The goal is refused here now: the stored draft opens under the catalogue's base type, to be read and exported. */
  refusal: Refusal | null;
}

/**
 * The kind of a new draft, in the chosen court (a district's own form of the paper): a refused goal is an error whose
 * message says why and what to use instead.
 */
export function kindForNewDraft(typeId: string, jurisdiction: string, court: ChosenCourt | null = null): DraftKind {
  const resolution = resolvePaper(typeId, jurisdiction, court);
  if (!resolution) throw new AppError('invalid-argument', 'Choose a document type from the list.');
  if (resolution.kind === 'refused') throw new AppError('failed-precondition', refusalMessage(resolution.refusal));
  return { type: resolution.type, paper: resolution.kind === 'paper' ? resolution.paper : null, refusal: null };
}

/** The kind of a stored draft, resolved as today's catalogue has it, in the court its intake chose. */
export function kindForStoredDraft(typeId: string, jurisdiction: string, court: ChosenCourt | null = null): DraftKind {
  const base = findDocumentType(typeId);
  const resolution = resolvePaper(typeId, jurisdiction, court);
  // A stored draft names a type the catalogue dropped: it can still be read, not drafted further.
  if (!base || !resolution) throw new AppError('failed-precondition', `The document type "${typeId}" is no longer offered.`);
  if (resolution.kind === 'refused') return { type: base, paper: null, refusal: resolution.refusal };
  return { type: resolution.type, paper: resolution.kind === 'paper' ? resolution.paper : null, refusal: null };
}
