import { documentTypeSchema } from './schema';
import type { DocumentType } from './schema';
import { ASSET_PURCHASE_AGREEMENT, COMMERCIAL_LEASE } from './types-contracts-property';
import { RESIDENTIAL_LEASE } from './types-contracts-residential';
import { CONTRACTOR_AGREEMENT, EMPLOYMENT_AGREEMENT, MUTUAL_NDA } from './types-contracts-services';
import { EMPLOYEE_NONCOMPETE, SALE_OF_BUSINESS_NONCOMPETE } from './types-contracts-restrictive';
import { MOTION_FOR_SUMMARY_JUDGMENT, MOTION_TO_COMPEL, MOTION_TO_DISMISS } from './types-motions';
import { POINTS_AND_AUTHORITIES, RESEARCH_MEMO } from './types-memoranda';
import { ANSWER, COMPLAINT } from './types-pleadings';

/**
 * Every document type the drafting studio offers, in the order the picker shows them. Parsed once at load so a
 * malformed entry fails at start-up rather than in a lawyer's draft.
 */
export const DOCUMENT_TYPES: readonly DocumentType[] = documentTypeSchema.array().parse([
  MUTUAL_NDA,
  EMPLOYMENT_AGREEMENT,
  CONTRACTOR_AGREEMENT,
  EMPLOYEE_NONCOMPETE,
  SALE_OF_BUSINESS_NONCOMPETE,
  COMMERCIAL_LEASE,
  RESIDENTIAL_LEASE,
  ASSET_PURCHASE_AGREEMENT,
  COMPLAINT,
  ANSWER,
  MOTION_TO_DISMISS,
  MOTION_FOR_SUMMARY_JUDGMENT,
  MOTION_TO_COMPEL,
  RESEARCH_MEMO,
  POINTS_AND_AUTHORITIES,
]);

export function findDocumentType(typeId: string): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === typeId);
}
