import { z } from 'zod';
import { matterFilterField, matterIdField, matterRefSchema } from './matters';
import { findingSchema } from '../../legal/jurisdictions/document';
import { documentBlockSchema, documentKindSchema } from '../../legal/documents/blocks';
import {
  clauseLabelSchema, contractValuesSchema, documentQuotationSchema, NOT_ANSWERED, PLAYBOOK_TEXT_CHARS, playbookPositionSchema,
  reviewedClauseSchema, reviewFindingSchema,
} from '../../legal/review/types';
import { sideChoiceSchema, sideRequestSchema, sideRoleSchema } from '../../legal/review/sides';
import { clauseChangeSchema } from '../../legal/review/compare';
import { quotationCheckSchema, verifiedCitationSchema, verifyResponseSchema } from './citations';
import { pageCursorSchema } from './paging';

// The review's types and the document's blocks live in the domain library; the contract builds on them.
export { documentBlockSchema, documentKindSchema, type DocumentBlock, type DocumentKind } from '../../legal/documents/blocks';
export {
  CLAUSE_LABELS, clauseLabelSchema, contractValuesSchema, documentQuotationSchema, playbookPositionSchema, reviewedClauseSchema,
  reviewFindingSchema, type ClauseLabel, type ContractValues, type DocumentQuotation, type PlaybookPosition, type ReviewedClause,
  type ReviewFinding,
} from '../../legal/review/types';

/** The largest file one upload takes; the message says so in words (DOCUMENT_MESSAGES.tooLarge). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_LIMITS = {
  titleChars: 200,
  /** Documents one question or one table may read at once. */
  documentsPerAsk: 20,
  documentsPerTable: 50,
  questionsPerTable: 10,
  questionChars: 500,
  playbookPositions: 40,
  playbookTextChars: PLAYBOOK_TEXT_CHARS,
} as const;

/** Storage used and allowed, in bytes of the files as uploaded (STORAGE_QUOTA). */
export const storageUsageSchema = z.object({ usedBytes: z.number().int().nonnegative(), quotaBytes: z.number().int().positive() });
/** GET /api/documents/storage: the account's storage, and that of each firm the user belongs to. */
export const documentStorageSchema = z.object({
  account: storageUsageSchema,
  firms: z.array(storageUsageSchema.extend({ id: z.string(), name: z.string() })),
});
export type DocumentStorage = z.infer<typeof documentStorageSchema>;

export const DOCUMENT_MESSAGES = {
  tooLarge: 'This file is larger than 20 MB. Split it or upload a smaller copy.',
  unreadableForm: 'The upload arrived incomplete or garbled, so the file could not be read. Send it again.',
  unsupported:
    'This file is not a DOCX, PDF, plain-text, Markdown, PNG or JPEG document. Upload one of those formats.',
  mislabelled: (claimed: string, actual: string) =>
    `This file is named as ${claimed} but its contents are ${actual}. Rename it or export it again in the format it claims.`,
  empty: 'This file is empty.',
  unreadable: (reason: string) => `This file could not be read: ${reason}`,
  notAnswered: NOT_ANSWERED,
} as const;

/** What a file is, judged by its bytes (never by its name or the browser's label). */
export const documentFormatSchema = z.enum(['docx', 'pdf', 'txt', 'md', 'image']);
/** A page read by OCR, with the engine's mean word confidence (0–100). */
export const ocrPageSchema = z.object({ page: z.number().int().positive(), confidence: z.number() });

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The name of the file as uploaded. */
  fileName: z.string(),
  format: documentFormatSchema,
  kind: documentKindSchema,
  sizeBytes: z.number(),
  pageCount: z.number(),
  wordCount: z.number(),
  /** Pages that had no text layer and were read by OCR; empty when none. */
  ocr: z.array(ocrPageSchema),
  /** What could not be read, each in a sentence (a page OCR found no text on, an embedded object skipped). */
  problems: z.array(z.string()),
  matter: matterRefSchema,
  createdAt: z.string(),
});

export const documentDetailSchema = documentSummarySchema.extend({ blocks: z.array(documentBlockSchema) });

/** GET /api/documents?q=&cursor=&limit= (q searches titles) */
export const listDocumentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  matterId: matterFilterField,
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const listDocumentsResponseSchema = z.object({ documents: z.array(documentSummarySchema), nextCursor: z.string().nullable() });
export const documentParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** POST /api/documents (multipart): the text fields beside the one `file` part; a blank title takes the file's name. */
export const uploadDocumentFieldsSchema = z.object({ title: z.string().trim().max(DOCUMENT_LIMITS.titleChars).optional(), matterId: matterIdField });

/** GET /api/documents/:id/check?jurisdiction=&format=pdf|docx (format: the report as a file instead of JSON) */
export const documentCheckQuerySchema = z.object({
  jurisdiction: z.string().min(1).max(40).optional(),
  format: z.enum(['pdf', 'docx']).optional(),
});
const placeInDocumentSchema = z.object({ page: z.number().int().positive(), paragraph: z.number().int().positive() });
export const citationInDocumentSchema = verifiedCitationSchema.extend({
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
  /** Each quotation also with its place in the document (its own `page` is the opinion's page it was found on). */
  quotations: z.array(quotationCheckSchema.extend({ inDocument: placeInDocumentSchema })),
});
export const authorityEntrySchema = z.object({ authority: z.string(), pages: z.array(z.number().int().positive()) });
export const documentCheckResponseSchema = z.object({
  citations: z.array(citationInDocumentSchema),
  summary: verifyResponseSchema.shape.summary,
  onlineLookup: z.boolean(),
  /** How many citations carry a negative treatment (a later decision overruled the case). */
  flagged: z.number(),
  /** Quotations no citation follows: listed, not checked. */
  unattributedQuotations: z.array(z.object({ text: z.string(), page: z.number().int().positive(), paragraph: z.number().int().positive() })),
  tableOfAuthorities: z.array(z.object({ category: z.enum(['Cases', 'Statutes', 'Rules and regulations', 'Other authorities']), entries: z.array(authorityEntrySchema) })),
  compliance: z.discriminatedUnion('checked', [
    z.object({ checked: z.literal(true), jurisdiction: z.string(), jurisdictionLabel: z.string(), court: z.string().nullable(), findings: z.array(findingSchema) }),
    /** Why the court's rules were not checked ("No court was recognised in the caption."). */
    z.object({ checked: z.literal(false), reason: z.string() }),
  ]),
});

/** GET/PUT /api/documents/playbook: the user's playbook (the product's default until they save one); DELETE resets it to the default. */
export const playbookSchema = z.object({
  positions: z.array(playbookPositionSchema).max(DOCUMENT_LIMITS.playbookPositions),
  /** True while the user has not saved their own. */
  isDefault: z.boolean(),
});
export const savePlaybookSchema = playbookSchema.pick({ positions: true });

export { SIDE_LABELS, SIDE_ROLES, sideRoleSchema, type SideChoice, type SideRequest, type SideRole } from '../../legal/review/sides';

/**
 * POST /api/documents/:id/review. `side`: whom the lawyer represents, as a role ({ role: 'tenant' }) or one of the
 * contract's parties ({ party: 'Sunset Homes LLC' }); without it, no position held for one side is applied.
 */
export const reviewRequestSchema = z.object({ jurisdiction: z.string().min(1).max(40).optional(), side: sideRequestSchema.optional() });
export const reviewResponseSchema = z.object({
  jurisdiction: z.string().nullable(),
  /** Where the jurisdiction came from: the lawyer's choice, or the contract's governing-law clause. */
  jurisdictionFrom: z.enum(['requested', 'contract']).nullable(),
  values: contractValuesSchema,
  clauses: z.array(reviewedClauseSchema),
  missing: z.array(clauseLabelSchema),
  findings: z.array(reviewFindingSchema),
  /** Why a part of the review could not run (no rule pack for the jurisdiction). */
  notes: z.array(z.string()),
  /** The side the review was done for; null when the request named none. */
  side: z.object({ role: sideRoleSchema, label: z.string(), party: z.string().nullable() }).nullable(),
  /** The sides of this contract the lawyer can choose from. */
  sides: z.array(sideChoiceSchema),
  /** True when no side was given and positions held for one side were left out: ask whom the lawyer represents. */
  sideNeeded: z.boolean(),
});

export { clauseChangeSchema, type ClauseChange } from '../../legal/review/compare';
export type { WordDiffPart } from '../../legal/review/word-diff';

/**
 * POST /api/documents/:id/compare: this document (ours) against another version the user uploaded (`otherId`, the
 * other side's markup), clause by clause, and the clauses they changed or added reviewed again (`jurisdiction` and
 * `side` as for a review).
 */
export const compareRequestSchema = z.object({
  otherId: z.string().min(1).max(100),
  jurisdiction: z.string().min(1).max(40).optional(),
  side: sideRequestSchema.optional(),
});
export const compareResponseSchema = z.object({
  ours: z.object({ id: z.string(), title: z.string() }),
  theirs: z.object({ id: z.string(), title: z.string() }),
  clauses: z.array(clauseChangeSchema),
  summary: z.object({ added: z.number(), removed: z.number(), changed: z.number(), unchanged: z.number() }),
  /** The review of their version, with only the findings on the clauses they added or changed, or on a clause they removed. */
  review: reviewResponseSchema.pick({ jurisdiction: true, jurisdictionFrom: true, findings: true, notes: true, side: true, sides: true, sideNeeded: true }),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

/** POST /api/documents/:id/review/accept: a new draft with the accepted replacements applied. */
export const acceptReviewRequestSchema = z.object({
  jurisdiction: z.string().min(1).max(40).optional(),
  side: sideRequestSchema.optional(),
  findingIds: z.array(z.string().min(1).max(100)).min(1).max(100),
});
export const acceptReviewResponseSchema = z.object({ draftId: z.string() });

/** POST /api/documents/ask */
export const askDocumentsRequestSchema = z.object({
  documentIds: z.array(z.string().min(1).max(100)).min(1).max(DOCUMENT_LIMITS.documentsPerAsk),
  question: z.string().trim().min(1).max(DOCUMENT_LIMITS.questionChars),
});
export const askDocumentsResponseSchema = z.object({
  /** False when the documents do not answer it; the answer then says so (DOCUMENT_MESSAGES.notAnswered). */
  answered: z.boolean(),
  answer: z.string(),
  quotations: z.array(documentQuotationSchema),
  /** Who answered: the offline engine answers by retrieval alone and says so. */
  engine: z.object({ label: z.string(), offline: z.boolean() }),
  tokensUsed: z.number(),
});

/** POST /api/documents/table?format=csv|xlsx (format: the grid as a file instead of JSON) */
export const documentTableQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).optional() });
export const documentTableRequestSchema = z.object({
  documentIds: z.array(z.string().min(1).max(100)).min(1).max(DOCUMENT_LIMITS.documentsPerTable),
  questions: z.array(z.string().trim().min(1).max(DOCUMENT_LIMITS.questionChars)).min(1).max(DOCUMENT_LIMITS.questionsPerTable),
});
export const tableCellSchema = z.object({
  answered: z.boolean(),
  answer: z.string(),
  quotation: documentQuotationSchema.nullable(),
});
export const documentTableResponseSchema = z.object({
  questions: z.array(z.string()),
  rows: z.array(z.object({ documentId: z.string(), documentTitle: z.string(), cells: z.array(tableCellSchema) })),
  engine: z.object({ label: z.string(), offline: z.boolean() }),
  tokensUsed: z.number(),
});

export type DocumentFormat = z.infer<typeof documentFormatSchema>;
export type OcrPage = z.infer<typeof ocrPageSchema>;
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
export type DocumentCheckResponse = z.infer<typeof documentCheckResponseSchema>;
export type Playbook = z.infer<typeof playbookSchema>;
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export type AskDocumentsResponse = z.infer<typeof askDocumentsResponseSchema>;
export type TableCell = z.infer<typeof tableCellSchema>;
export type DocumentTableResponse = z.infer<typeof documentTableResponseSchema>;
