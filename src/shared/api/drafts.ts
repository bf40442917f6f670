import { z } from 'zod';
import { matterFilterField, matterIdField, matterRefSchema } from './matters';
// Deep imports: the packages' index modules also load the catalogue and the rule packs, which the client never needs.
import { contentSectionSchema, draftContentSchema } from '../../legal/drafting/content';
import { documentFamilySchema, intakeFieldSchema, type IntakeValue } from '../../legal/drafting/schema';
import { findingSchema } from '../../legal/jurisdictions/document';
import {
  companionSchema, groundElsewhereSchema, groundSchema, refusalSchema, sourcedSchema, uncertainSchema,
} from '../../legal/procedure/schema';
import { severitySchema } from '../../legal/jurisdictions/schema';
import { courtFitsJurisdiction, courtHeading, parseCourt, unknownCourtMessage } from '../../legal/courts/chosen-court';
import { draftingJurisdictionSchema } from '../jurisdictions';
import { verifiedCitationSchema } from './citations';
import { pageCursorSchema } from './paging';

// The drafting studio's contract. The content and intake shapes are the drafting library's own schemas (ADR 008).
export { PLACEHOLDER_PATTERN, blockSchema, contentSectionSchema, draftContentSchema, runSchema } from '../../legal/drafting/content';
export type { Block, Caption, ContentSection, DraftContent, Mark, Run } from '../../legal/drafting/content';
export { intakeFieldSchema } from '../../legal/drafting/schema';
export type { IntakeField, IntakeValue, Party } from '../../legal/drafting/schema';
export type { Finding } from '../../legal/jurisdictions/document';
export type { Severity } from '../../legal/jurisdictions/schema';

/** GET /api/drafting/types */
export const draftingTypeSchema = z.object({
  id: z.string(),
  family: documentFamilySchema,
  label: z.string(),
  description: z.string(),
  captioned: z.boolean(),
  intakeFields: z.array(intakeFieldSchema),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), purpose: z.string(), required: z.boolean(), lawyerOnly: z.boolean() })),
});
/**
 * A court's own paper for a goal in a jurisdiction, as the studio shows it: the procedure's data without its form and
 * sections (those are the resolved drafting type's). Built from the procedure library's own part schemas.
 */
export const paperSummarySchema = z.object({
  name: z.string(),
  designation: z.string(),
  effective: z.string(),
  effectiveNote: z.string().nullable(),
  basis: z.array(sourcedSchema),
  grounds: z.object({ offered: z.array(groundSchema), defaultValue: z.string(), elsewhere: z.array(groundElsewhereSchema) }).nullable(),
  standard: z.array(sourcedSchema),
  timing: z.array(sourcedSchema),
  companions: z.array(companionSchema),
  limits: z.array(sourcedSchema),
  checkBeforeFiling: z.array(uncertainSchema),
});

/**
 * GET /api/drafting/paper?typeId=&jurisdiction=&courtId=: `courtId`, the intake's chosen court ("us-district|txnd|Dallas"),
 * gives that court's own form of the paper (N.D. Tex.'s motion, brief and appendix); it must name a court in the list,
 * of the jurisdiction's own courts.
 */
export const paperQuerySchema = z
  .object({ typeId: z.string().min(1).max(80), jurisdiction: draftingJurisdictionSchema, courtId: z.string().min(1).max(200).optional() })
  .superRefine(({ jurisdiction, courtId }, context) => {
    if (courtId === undefined) return;
    const court = parseCourt(courtId);
    if (!court) context.addIssue({ code: 'custom', path: ['courtId'], message: unknownCourtMessage('Chosen court', courtId) });
    else if (!courtFitsJurisdiction(court, jurisdiction)) {
      context.addIssue({ code: 'custom', path: ['courtId'], message: `the ${courtHeading(court).name} is not one of this jurisdiction's courts` });
    }
  });

/**
 * What the studio drafts for a goal in a jurisdiction: that court's paper and the type made from it; a refusal (the
 * jurisdiction has no correct paper for the goal); or the catalogue's general type.
 */
export const paperResolutionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paper'), paper: paperSummarySchema, type: draftingTypeSchema }),
  z.object({ kind: z.literal('refused'), refusal: refusalSchema }),
  z.object({ kind: z.literal('general'), type: draftingTypeSchema }),
]);

export const draftingJurisdictionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Whether a rule pack checks drafts here; without one a draft says its compliance is not checked. */
  rulePack: z.boolean(),
  /** The pack's name and what it covers, with its sources, for the picker. */
  rulePackName: z.string().nullable(),
});
export const draftingTypesResponseSchema = z.object({
  types: z.array(draftingTypeSchema),
  jurisdictions: z.array(draftingJurisdictionOptionSchema),
});

/**
 * A draft's length limits, one per field: the request schemas, the stored draft (cut to them when read) and the
 * response schemas all use these, so whatever is accepted can be read back. The content's own limits (a run of text,
 * a caption line) are the drafting library's `draftContentSchema`.
 */
export const DRAFT_LIMITS = {
  titleChars: 200,
  instructionsChars: 20_000,
  generateInstructionsChars: 5_000,
  checkpointLabelChars: 120,
  intakeFieldIdChars: 80,
  /** One intake answer; the longest (the key facts) becomes a paragraph, well within a run's 50,000 characters. */
  intakeTextChars: 10_000,
  /** As many parties, and as long a name, as a caption holds. */
  partiesPerField: 50,
  partyNameChars: 500,
  partyDescriptionChars: 500,
} as const;

const partySchema = z.object({
  name: z.string().trim().min(1).max(DRAFT_LIMITS.partyNameChars),
  description: z.string().trim().max(DRAFT_LIMITS.partyDescriptionChars).optional(),
});
/** The drafting library's intake value (text, number, party, parties), with the limits above. */
const limitedIntakeValueSchema = z.union([
  z.string().max(DRAFT_LIMITS.intakeTextChars),
  z.number(),
  partySchema,
  z.array(partySchema).max(DRAFT_LIMITS.partiesPerField),
]) satisfies z.ZodType<IntakeValue>;

export const intakeSchema = z.record(z.string().max(DRAFT_LIMITS.intakeFieldIdChars), limitedIntakeValueSchema.optional());

/** POST /api/drafts: the intake is checked against the type's own form (required fields, kinds). */
export const createDraftSchema = z.object({
  typeId: z.string().min(1).max(80),
  jurisdiction: draftingJurisdictionSchema,
  title: z.string().trim().min(1).max(DRAFT_LIMITS.titleChars).optional(),
  intake: intakeSchema,
  /** Background for the model: the attorney's own notes, or an assistant answer the draft is made from. */
  instructions: z.string().trim().max(DRAFT_LIMITS.instructionsChars).optional(),
  /** An uploaded document the draft is made from (an answer to a complaint): its text joins the background, cut to fit. */
  sourceDocumentId: z.string().min(1).max(100).optional(),
  matterId: matterIdField,
});

/** 'interrupted': a generation's process stopped before it finished (its heartbeat lapsed); it can be generated again. */
export const draftStatusSchema = z.enum(['new', 'generating', 'interrupted', 'ready']);

export const draftSummarySchema = z.object({
  id: z.string(),
  title: z.string().max(DRAFT_LIMITS.titleChars),
  typeId: z.string(),
  typeLabel: z.string(),
  family: documentFamilySchema,
  jurisdiction: z.string(),
  jurisdictionLabel: z.string(),
  status: draftStatusSchema,
  /** Tokens charged for every model call on this draft. */
  tokensUsed: z.number(),
  wordCount: z.number(),
  /** Increases with every saved change; a save must name the revision it edited (optimistic concurrency). */
  revision: z.number(),
  matter: matterRefSchema,
  /** Who saved the last change (a matter's drafts are edited by its members); null when unknown. */
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const draftDetailSchema = draftSummarySchema.extend({
  intake: intakeSchema,
  instructions: z.string().max(DRAFT_LIMITS.instructionsChars),
  content: draftContentSchema,
  /** Shown above the draft: offline assembly, a jurisdiction without a rule pack. */
  notes: z.array(z.string()),
  /** Every distinct bracketed gap still left for the attorney. */
  placeholders: z.array(z.string()),
  rulePack: z.boolean(),
  /** Who wrote the sections last generated: a model's label, or the offline templates. */
  generatedBy: z.object({ model: z.string(), offline: z.boolean() }).nullable(),
  /** The court's own paper this draft is, or null for a general type. */
  paper: paperSummarySchema.nullable(),
});

/** GET /api/drafts?q=&cursor= */
export const listDraftsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  matterId: matterFilterField,
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const listDraftsResponseSchema = z.object({ drafts: z.array(draftSummarySchema), nextCursor: z.string().nullable() });

export const draftParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** PATCH /api/drafts/:id (autosave). `checkpoint` also keeps the result as a named version. */
export const updateDraftSchema = z
  .object({
    baseRevision: z.number().int().nonnegative(),
    title: z.string().trim().min(1).max(DRAFT_LIMITS.titleChars).optional(),
    content: draftContentSchema.optional(),
    checkpoint: z.object({ label: z.string().trim().max(DRAFT_LIMITS.checkpointLabelChars).optional() }).optional(),
  })
  .refine((body) => body.title !== undefined || body.content !== undefined || body.checkpoint !== undefined, { message: 'Nothing to change' });

/** POST /api/drafts/:id/generate: the whole draft, or one section again, with optional extra instructions. */
export const generateDraftSchema = z.object({
  sectionId: z.string().min(1).max(80).optional(),
  instructions: z.string().trim().max(DRAFT_LIMITS.generateInstructionsChars).optional(),
});

/**
 * The generation stream: server-sent events, one JSON object per `data:` line. Sections are written one at a time;
 * each finished section is saved before `section-done` is sent, so a stop or a dropped connection keeps them.
 */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    sections: z.array(z.object({ id: z.string(), heading: z.string() })),
    model: z.string(),
    offline: z.boolean(),
  }),
  /** `index` counts the sections of this run from 0, of `total`. */
  z.object({ type: z.literal('section-start'), sectionId: z.string(), index: z.number(), total: z.number() }),
  z.object({ type: z.literal('section-delta'), sectionId: z.string(), delta: z.string() }),
  /** `tokensUsed` is the run's total so far; `revision` the draft's after this section was saved. */
  z.object({ type: z.literal('section-done'), sectionId: z.string(), section: contentSectionSchema, tokensUsed: z.number(), revision: z.number() }),
  z.object({ type: z.literal('done'), tokensUsed: z.number(), revision: z.number(), stopped: z.boolean() }),
  z.object({ type: z.literal('error'), message: z.string(), revision: z.number() }),
]);

export const citationInDraftSchema = verifiedCitationSchema.extend({
  /** The section the citation is in, for the jump; absent for the caption and signature block. */
  sectionIndex: z.number().int().nonnegative().optional(),
});

/** POST /api/drafts/:id/check */
export const checkResponseSchema = z.object({
  /** False when the jurisdiction has no rule pack: only citations and placeholders are checked. */
  rulesChecked: z.boolean(),
  note: z.string().nullable(),
  findings: z.array(findingSchema),
  citations: z.array(citationInDraftSchema),
  placeholders: z.array(z.string()),
  wordCount: z.number(),
  summary: z.object({
    bySeverity: z.record(severitySchema, z.number()),
    /** Citations whose status is anything but verified: export asks for an explicit confirmation. */
    unverifiedCitations: z.number(),
  }),
  exportFormat: z.object({ pleadingPaper: z.boolean(), minFontSizePt: z.number() }),
  /** The rule that requires a table of contents and a table of authorities for this draft (export adds them); null when none does. */
  tablesRequiredBy: z.string().nullable(),
});

export const versionSourceSchema = z.enum(['generated', 'edited', 'restored', 'checkpoint']);
export const draftVersionSchema = z.object({
  id: z.string(),
  number: z.number(),
  label: z.string(),
  source: versionSourceSchema,
  /** Who made this version, by name; null when unknown (the account was deleted). */
  author: z.string().nullable(),
  wordCount: z.number(),
  createdAt: z.string(),
});
/** GET /api/drafts/:id/versions (newest first) */
export const listVersionsResponseSchema = z.object({ versions: z.array(draftVersionSchema) });
export const versionParamsSchema = draftParamsSchema.extend({ versionId: z.string().min(1).max(100) });
/** GET /api/drafts/:id/versions/:versionId */
export const versionDetailSchema = draftVersionSchema.extend({ content: draftContentSchema });

/** GET /api/drafts/:id/export?format=docx|pdf&confirmUnverified=true */
export const exportQuerySchema = z.object({
  format: z.enum(['docx', 'pdf']),
  /** The attorney saw the citations that are not verified and exports anyway. */
  confirmUnverified: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /**
   * A table of contents and a table of authorities after the caption. Default: on when the rule pack requires them
   * for this draft (a California memorandum over 10 pages), off otherwise.
   */
  tables: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
  /**
   * The certificate an order of the court or judge requires (an AI-use certificate): included by default, the draft's
   * own or VolnaDraft's prefilled one; `false` leaves it out, and the draft check reports it missing.
   */
  certificate: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
});

export type DraftingType = z.infer<typeof draftingTypeSchema>;
export type PaperSummary = z.infer<typeof paperSummarySchema>;
export type PaperResolution = z.infer<typeof paperResolutionSchema>;
export type PaperRefusal = z.infer<typeof refusalSchema>;
export type DraftingJurisdictionOption = z.infer<typeof draftingJurisdictionOptionSchema>;
export type DraftingTypesResponse = z.infer<typeof draftingTypesResponseSchema>;
export type CreateDraftRequest = z.infer<typeof createDraftSchema>;
export type DraftStatus = z.infer<typeof draftStatusSchema>;
export type DraftSummary = z.infer<typeof draftSummarySchema>;
export type DraftDetail = z.infer<typeof draftDetailSchema>;
export type UpdateDraftRequest = z.infer<typeof updateDraftSchema>;
export type GenerateDraftRequest = z.infer<typeof generateDraftSchema>;
export type GenerationEvent = z.infer<typeof generationEventSchema>;
export type CitationInDraft = z.infer<typeof citationInDraftSchema>;
export type CheckResponse = z.infer<typeof checkResponseSchema>;
export type DraftVersion = z.infer<typeof draftVersionSchema>;
export type VersionDetail = z.infer<typeof versionDetailSchema>;
export type ExportFileFormat = z.infer<typeof exportQuerySchema>['format'];
