import { z } from 'zod';
import { jurisdictionSchema } from './list';

/**
 * A jurisdiction rule pack is data: each rule names its source and a deterministic check from a closed set of
 * kinds that `checkDocument` implements. Rules whose number or content is not certain are left out of the packs.
 */

export const DOCUMENT_FAMILIES = ['contract', 'pleading', 'motion', 'memorandum'] as const;
export const documentFamilySchema = z.enum(DOCUMENT_FAMILIES);
export type DocumentFamily = z.infer<typeof documentFamilySchema>;

// The drafting library owns the type catalogue; rules name the ids here so a typo in a pack fails validation.
export const RULE_DOCUMENT_TYPE_IDS = [
  'mutual-nda', 'employment-agreement', 'contractor-agreement', 'commercial-lease',
  'asset-purchase-agreement', 'complaint', 'answer', 'motion-to-dismiss', 'motion-for-summary-judgment',
  'motion-to-compel', 'research-memo', 'points-and-authorities', 'employee-noncompete', 'sale-of-business-noncompete',
  'residential-lease',
] as const;
export const ruleDocumentTypeIdSchema = z.enum(RULE_DOCUMENT_TYPE_IDS);

/** A rule applies to a document whose family or type id (or the motion it supports) is listed, unless excepted. */
export const appliesToSchema = z.object({
  targets: z.array(z.union([documentFamilySchema, ruleDocumentTypeIdSchema])).min(1),
  except: z.array(ruleDocumentTypeIdSchema).optional(),
});

export const severitySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof severitySchema>;

export const CAPTION_ELEMENTS = ['court', 'venue', 'title', 'parties', 'fileNumber', 'designation'] as const;
export const captionElementSchema = z.enum(CAPTION_ELEMENTS);
export type CaptionElement = z.infer<typeof captionElementSchema>;

export const SIGNATURE_ELEMENTS = ['signature', 'address', 'email', 'telephone', 'barNumber'] as const;
export const signatureElementSchema = z.enum(SIGNATURE_ELEMENTS);
export type SignatureElement = z.infer<typeof signatureElementSchema>;

/** A section counts as present when its heading contains one of the keywords (case-insensitive). */
const requiredSectionSchema = z.object({
  name: z.string().min(1),
  headingKeywords: z.array(z.string().min(1)).min(1),
});

const regexSourceSchema = z.string().min(1).refine((source) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

/** A limit stated as a sum ("$50") or as a share of another figure in the details ("5% of the monthly rent"). */
function amountSchema() {
  return z.union([
    z.object({ fixed: z.number().nonnegative() }),
    z.object({ fractionOf: z.string().min(1), fractionOfLabel: z.string().min(1), fraction: z.number().positive() }),
  ]);
}

export const ruleCheckSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('caption'), elements: z.array(captionElementSchema).min(1) }),
  z.object({
    kind: z.literal('required-sections'),
    sections: z.array(requiredSectionSchema).min(1),
    // Required only past a length (an opening summary of argument over 15 pages), estimated from words.
    overPages: z.object({
      pages: z.number().int().positive(),
      wordsPerPage: z.number().int().positive(),
      excludedHeadingKeywords: z.array(z.string().min(1)).default([]),
    }).optional(),
  }),
  z.object({ kind: z.literal('signature-block'), elements: z.array(signatureElementSchema).min(1) }),
  z.object({ kind: z.literal('certificate-of-service'), headingKeywords: z.array(z.string().min(1)).min(1) }),
  z.object({
    kind: z.literal('length-limit'),
    unit: z.enum(['pages', 'words']),
    max: z.number().int().positive(),
    // A reply paper often has a lower limit than the opening or responding paper.
    replyMax: z.number().int().positive().optional(),
    // Pages are estimated from words; the estimate is stated in every finding.
    wordsPerPage: z.number().int().positive().optional(),
    // Sections the limit does not count (tables, proof of service), matched by heading keywords.
    excludedHeadingKeywords: z.array(z.string().min(1)).default([]),
  }).refine((check) => check.unit === 'words' || check.wordsPerPage !== undefined, 'page limits need wordsPerPage'),
  // Applied by the exporter; a finding only when the document's own format contradicts it.
  z.object({
    kind: z.literal('format'),
    pleadingPaper: z.literal(true).optional(),
    minFontSizePt: z.number().positive().optional(),
  }),
  z.object({ kind: z.literal('restricted-clause'), patterns: z.array(regexSourceSchema).min(1), action: z.string().min(1) }),
  // A reminder the checker always reports for documents the rule applies to (for example, check the local rules).
  z.object({ kind: z.literal('notice') }),
  // A clause that a statute conditions on another: an invention assignment needs the statutory notice with it.
  z.object({
    kind: z.literal('clause-requires'),
    trigger: z.array(regexSourceSchema).min(1),
    required: z.array(regexSourceSchema).min(1),
    requiredName: z.string().min(1),
    action: z.string().min(1),
  }),
  // A number the draft states in its details (rent, deposit, earnings, months) held to a statutory limit, optionally
  // only when a clause is present (earnings matter for a noncompete only if there is one).
  z.object({
    kind: z.literal('intake-limit'),
    field: z.string().min(1),
    fieldLabel: z.string().min(1),
    // The value must be at most the least of these, or more than the greatest of these.
    atMost: z.array(amountSchema()).min(1).optional(),
    moreThan: z.array(amountSchema()).min(1).optional(),
    whenClause: z.array(regexSourceSchema).min(1).optional(),
    // Only when another figure is in a range: a late-fee limit that depends on the number of units in the building.
    whenFigure: z.object({
      field: z.string().min(1),
      fieldLabel: z.string().min(1),
      atLeast: z.number().optional(),
      atMost: z.number().optional(),
    }).refine((when) => when.atLeast !== undefined || when.atMost !== undefined, 'give atLeast or atMost').optional(),
    action: z.string().min(1),
  }).refine((check) => (check.atMost === undefined) !== (check.moreThan === undefined), 'give exactly one of atMost or moreThan'),
  // Tables of contents and authorities, required once the counted text passes a length (pages estimated from words).
  z.object({
    kind: z.literal('tables-required'),
    overPages: z.number().int().positive(),
    wordsPerPage: z.number().int().positive(),
    excludedHeadingKeywords: z.array(z.string().min(1)).default([]),
  }),
]);
export type RuleCheck = z.infer<typeof ruleCheckSchema>;

export const ruleSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/),
  appliesTo: appliesToSchema,
  severity: severitySchema,
  citation: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  check: ruleCheckSchema,
  /** The first day the rule as stated is in force: the date of the enactment or amendment that made this text. */
  effective: z.iso.date(),
  /** Said when the data knows the text in force but not the date of the amendment that made it. */
  effectiveNote: z.string().min(1).optional(),
  /** The first day it no longer applies (a threshold that rises on a set date), when the data knows one. */
  until: z.iso.date().optional(),
}).refine((rule) => rule.until === undefined || rule.until > rule.effective, 'until must be after effective');
export type Rule = z.infer<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleSchema>;

export const rulePackSchema = z.object({
  jurisdiction: jurisdictionSchema,
  label: z.string().min(1),
  sources: z.string().min(1),
  rules: z.array(ruleSchema).min(1),
}).refine((pack) => new Set(pack.rules.map((r) => r.id)).size === pack.rules.length, 'rule ids must be unique');
export type RulePack = z.infer<typeof rulePackSchema>;
export type RulePackInput = z.input<typeof rulePackSchema>;
