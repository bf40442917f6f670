// The drafting library: document types with intake forms and sections, intake validation, offline assembly.
export { OFFLINE_NOTE, assembleDraft, complianceNotCheckedNote } from './assemble';
export type { AssembleOptions, DraftDocument, DraftSection } from './assemble';
export { checkDraft, DEFAULT_FONT_SIZE_PT } from './compliance';
export type { DraftCheck, ExportFormat } from './compliance';
export {
  blockPlainText, blockSchema, blockText, blocksFromMarkdown, captionSchema, contentPlainText, contentSectionSchema,
  draftContentSchema, markSchema, paragraph, placeholdersIn, runSchema, runsFromMarkdown, sectionPlainText, wordCount,
} from './content';
export type { Block, Caption, ContentSection, DraftContent, Mark, Run } from './content';
export { contentFromDraft, draftFromContent } from './draft-content';
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
