import { findDocumentType } from '../drafting/document-types';
import type { DocumentType } from '../drafting/schema';
import type { ChosenCourt } from '../courts/chosen-court';
import { PAPERS, REFUSALS } from './papers';
import { districtPaper } from './papers/federal-districts';
import type { Paper, Refusal } from './schema';

/**
 * What the catalogue offers for a goal in a jurisdiction:
 * - `paper`: that court's own paper, and the document type the studio drafts from it (its name, form and sections);
 * - `refused`: the jurisdiction has no correct paper for the goal; drafting the federal one would be wrong;
 * - `general`: the goal is drafted the same way everywhere here (a research memo), or the jurisdiction has no rule
 *   pack, so the catalogue's neutral type is used and the draft says its compliance is not checked.
 */
export type Resolution =
  | { kind: 'paper'; paper: Paper; type: DocumentType }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'general'; type: DocumentType };

/** The document type a paper drafts: the goal's type under the paper's own name, form and sections. */
function typeForPaper(base: DocumentType, paper: Paper): DocumentType {
  return { ...base, label: paper.name, intakeFields: paper.intakeFields, sections: paper.sections };
}

/** The chosen federal district's own form of the paper (N.D. Tex.'s motion, brief and appendix), if it has one. */
function courtsOwn(paper: Paper, court: ChosenCourt | null): Paper {
  if (court?.system !== 'us-district' || paper.jurisdiction !== 'us-federal') return paper;
  return districtPaper(court.districtId, paper.typeId) ?? paper;
}

/**
 * Resolves a goal in a jurisdiction, in the chosen court when one is given (a district's local rules may make the
 * filing other papers); null when the goal is not in the catalogue.
 */
export function resolvePaper(typeId: string, jurisdiction: string, court: ChosenCourt | null = null): Resolution | null {
  const base = findDocumentType(typeId);
  if (!base) return null;
  const refusal = REFUSALS.find((entry) => entry.typeId === typeId && entry.jurisdiction === jurisdiction);
  if (refusal) return { kind: 'refused', refusal };
  const generic = PAPERS.find((entry) => entry.typeId === typeId && entry.jurisdiction === jurisdiction);
  const paper = generic ? courtsOwn(generic, court) : undefined;
  if (paper) return { kind: 'paper', paper, type: typeForPaper(base, paper) };
  return { kind: 'general', type: base };
}

/** The document type drafted for a goal in a jurisdiction, or null when the goal is unknown or refused there. */
export function documentTypeFor(typeId: string, jurisdiction: string): DocumentType | null {
  const resolution = resolvePaper(typeId, jurisdiction);
  return resolution && resolution.kind !== 'refused' ? resolution.type : null;
}
