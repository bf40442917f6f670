import { z } from 'zod';
import { matterFilterField, matterIdField, matterRefSchema } from './matters';
import { findingSchema } from '../../legal/jurisdictions/document';
import { severitySchema } from '../../legal/jurisdictions/schema';
import { quotationCheckSchema, verifiedCitationSchema, verifyResponseSchema } from './citations';
import { pageCursorSchema } from './paging';

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
  playbookTextChars: 2_000,
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
  notAnswered: 'The documents do not answer this question.',
} as const;

/** What a file is, judged by its bytes (never by its name or the browser's label). */
export const documentFormatSchema = z.enum(['docx', 'pdf', 'txt', 'md', 'image']);
/** What the document looks like to the product: a court paper (brief, motion, complaint), a contract, or neither. */
export const documentKindSchema = z.enum(['brief', 'contract', 'other']);

/**
 * One unit of the document's structure, in reading order. `paragraph` counts every block from 1 through the whole
 * document (the "¶" a quotation link names); `page` is the page it starts on (1 for formats without pages).
 */
export const documentBlockSchema = z.object({
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
  kind: z.enum(['heading', 'paragraph', 'list-item']),
  /** The clause or paragraph number as written ("1.", "2.3", "(a)"), or null. */
  number: z.string().nullable(),
  text: z.string(),
});

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

/** The clauses contract review looks for. */
export const CLAUSE_LABELS = [
  'parties',
  'term',
  'termination',
  'assignment',
  'change-of-control',
  'confidentiality',
  'non-compete',
  'indemnity',
  'limitation-of-liability',
  'governing-law',
  'venue',
  'notices',
  'security-deposit',
] as const;
export const clauseLabelSchema = z.enum(CLAUSE_LABELS);

/** A preferred position of the firm: what a clause should say, and words that show it does or does not. */
export const playbookPositionSchema = z.object({
  id: z.string().min(1).max(60),
  clause: clauseLabelSchema,
  /** The position in words, shown with the finding ("Liability caps must be mutual."). */
  position: z.string().trim().min(1).max(DOCUMENT_LIMITS.playbookTextChars),
  /** Words the clause should contain (any one of them satisfies it); empty: only its presence is required. */
  requireAny: z.array(z.string().trim().min(1).max(80)).max(20),
  /** Words the clause must not contain. */
  forbid: z.array(z.string().trim().min(1).max(80)).max(20),
  /** The firm's preferred text, offered as the replacement. */
  preferredText: z.string().trim().min(1).max(DOCUMENT_LIMITS.playbookTextChars),
  severity: severitySchema,
});
/** GET/PUT /api/documents/playbook: the user's playbook (the product's default until they save one); DELETE resets it to the default. */
export const playbookSchema = z.object({
  positions: z.array(playbookPositionSchema).max(DOCUMENT_LIMITS.playbookPositions),
  /** True while the user has not saved their own. */
  isDefault: z.boolean(),
});
export const savePlaybookSchema = playbookSchema.pick({ positions: true });

/** POST /api/documents/:id/review */
export const reviewRequestSchema = z.object({ jurisdiction: z.string().min(1).max(40).optional() });
export const reviewedClauseSchema = z.object({
  label: clauseLabelSchema,
  heading: z.string().nullable(),
  text: z.string(),
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
});
export const reviewFindingSchema = z.object({
  id: z.string(),
  clause: clauseLabelSchema,
  severity: severitySchema,
  message: z.string(),
  /** The rule ("Cal. Bus. & Prof. Code § 16600") or "Playbook: <position>" the finding rests on. */
  source: z.string(),
  page: z.number().int().positive().nullable(),
  paragraph: z.number().int().positive().nullable(),
  /** The clause text as written (null when the clause is missing). */
  original: z.string().nullable(),
  /** The replacement offered; null when the finding has none to offer. */
  suggested: z.string().nullable(),
});
/** What the contract states as values: the law and forum it chooses, its term, survival, amounts and periods. */
export const contractValuesSchema = z.object({
  governingLaw: z.object({ jurisdiction: z.string(), state: z.string(), text: z.string() }).nullable(),
  venue: z.object({ courts: z.string(), state: z.string().nullable(), exclusive: z.boolean(), text: z.string() }).nullable(),
  term: z.string().nullable(),
  /** How long confidentiality lasts after the end ("in perpetuity", "five (5) years"); null when not stated. */
  survival: z.string().nullable(),
  amounts: z.array(z.object({ text: z.string(), value: z.number() })),
  percentages: z.array(z.object({ text: z.string(), value: z.number() })),
  periods: z.array(z.object({ text: z.string(), days: z.number() })),
});
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
});

/** POST /api/documents/:id/review/accept: a new draft with the accepted replacements applied. */
export const acceptReviewRequestSchema = z.object({
  jurisdiction: z.string().min(1).max(40).optional(),
  findingIds: z.array(z.string().min(1).max(100)).min(1).max(100),
});
export const acceptReviewResponseSchema = z.object({ draftId: z.string() });

/** A passage of a document, with where it is. */
export const documentQuotationSchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
  text: z.string(),
});

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
export type DocumentKind = z.infer<typeof documentKindSchema>;
export type DocumentBlock = z.infer<typeof documentBlockSchema>;
export type OcrPage = z.infer<typeof ocrPageSchema>;
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
export type DocumentCheckResponse = z.infer<typeof documentCheckResponseSchema>;
export type ClauseLabel = z.infer<typeof clauseLabelSchema>;
export type PlaybookPosition = z.infer<typeof playbookPositionSchema>;
export type Playbook = z.infer<typeof playbookSchema>;
export type ReviewedClause = z.infer<typeof reviewedClauseSchema>;
export type ReviewFinding = z.infer<typeof reviewFindingSchema>;
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export type ContractValues = z.infer<typeof contractValuesSchema>;
export type DocumentQuotation = z.infer<typeof documentQuotationSchema>;
export type AskDocumentsResponse = z.infer<typeof askDocumentsResponseSchema>;
export type TableCell = z.infer<typeof tableCellSchema>;
export type DocumentTableResponse = z.infer<typeof documentTableResponseSchema>;
