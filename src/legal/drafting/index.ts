// The drafting library: document types with intake forms and sections, intake validation, offline assembly.
export { OFFLINE_NOTE, assembleDraft, complianceNotCheckedNote } from './assemble';
export type { AssembleOptions, Caption, DraftDocument, DraftSection } from './assemble';
export { DOCUMENT_TYPES, findDocumentType } from './document-types';
export { intakeSchemaFor } from './intake';
export { toMarkdown } from './markdown';
export {
  documentFamilySchema,
  documentTypeSchema,
  intakeFieldSchema,
  intakeValueSchema,
  partySchema,
  sectionSchema,
  selectOptionSchema,
} from './schema';
export type {
  DocumentFamily,
  DocumentSection,
  DocumentType,
  Intake,
  IntakeField,
  IntakeFieldKind,
  IntakeValue,
  Party,
} from './schema';
