import { z } from 'zod';
import { captionElementSchema, documentFamilySchema, severitySchema } from './schema';

/**
 * The plain shape of a draft the compliance checker reads. The drafting library maps its drafts onto it, so the
 * checker does not depend on how drafts are assembled or stored.
 */
export const checkedDocumentSchema = z.object({
  title: z.string(),
  family: documentFamilySchema,
  typeId: z.string().min(1),
  // For a memorandum filed with a motion: the motion's type id, so motion-specific limits apply to it.
  motionTypeId: z.string().min(1).optional(),
  // A reply paper (after the opposition), which several courts limit more tightly.
  isReply: z.boolean().default(false),
  // Caption fields as written; an empty or missing field counts as absent.
  caption: z.partialRecord(captionElementSchema, z.string()).default({}),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  signatureBlock: z.string().optional(),
  format: z.object({
    pleadingPaper: z.boolean(),
    fontSizePt: z.number().positive().optional(),
    // Whether the exported paper carries a table of contents and a table of authorities.
    tables: z.boolean().default(false),
  }),
  // The numbers the draft's details state (rent, deposit, earnings, months), by intake field id.
  figures: z.record(z.string(), z.number()).default({}),
});
export type CheckedDocument = z.infer<typeof checkedDocumentSchema>;
export type CheckedDocumentInput = z.input<typeof checkedDocumentSchema>;

export const findingSchema = z.object({
  ruleId: z.string(),
  severity: severitySchema,
  citation: z.string(),
  message: z.string(),
  // Where to jump in the draft; absent when the finding is about something missing from the whole document.
  location: z.object({ sectionIndex: z.number().int().nonnegative().optional() }),
});
export type Finding = z.infer<typeof findingSchema>;
