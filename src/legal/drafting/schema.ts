import { z } from 'zod';

/** The shapes of the drafting catalogue; every type below is inferred from these schemas. */

export const documentFamilySchema = z.enum(['contract', 'pleading', 'motion', 'memorandum']);
export type DocumentFamily = z.infer<typeof documentFamilySchema>;

const fieldBase = {
  id: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'field ids are camelCase'),
  label: z.string().min(1),
  required: z.boolean(),
  help: z.string().min(1),
};

export const selectOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

export const intakeFieldSchema = z.discriminatedUnion('kind', [
  z.object({ ...fieldBase, kind: z.enum(['text', 'textarea', 'date', 'money', 'number']) }),
  z.object({ ...fieldBase, kind: z.literal('select'), options: z.array(selectOptionSchema).min(2) }),
  // `multiple` fields (plaintiffs, defendants) take a list; single ones (each side of a contract) take one party.
  z.object({ ...fieldBase, kind: z.literal('party'), multiple: z.boolean() }),
  // A court chosen from the jurisdiction's list (src/legal/courts), stored as the text `encodeCourt` makes.
  z.object({ ...fieldBase, kind: z.literal('court') }),
]);
export type IntakeField = z.infer<typeof intakeFieldSchema>;
export type IntakeFieldKind = IntakeField['kind'];

export const sectionSchema = z.object({
  id: z.string().min(1),
  heading: z.string().min(1),
  purpose: z.string().min(1),
  required: z.boolean(),
  /** Content only a lawyer or a model can write (facts, argument, authority): offline drafts leave a placeholder. */
  lawyerOnly: z.boolean(),
  /** Standard boilerplate paragraphs; `{{fieldId}}` is replaced by that intake value or a bracketed placeholder. */
  template: z.array(z.string()),
});
export type DocumentSection = z.infer<typeof sectionSchema>;

export const documentTypeSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  family: documentFamilySchema,
  label: z.string().min(1),
  description: z.string().min(1),
  /** Filed with a court, so the draft opens with a caption (pleadings, motions and the points and authorities). */
  captioned: z.boolean(),
  intakeFields: z.array(intakeFieldSchema).min(1),
  sections: z.array(sectionSchema).min(1),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A party as a lawyer names it: 'Acme Corp.' and, optionally, 'a Delaware corporation'. */
export const partySchema = z.object({ name: z.string().trim().min(1), description: z.string().trim().optional() });
export type Party = z.infer<typeof partySchema>;

export const intakeValueSchema = z.union([z.string(), z.number(), partySchema, z.array(partySchema)]);
export type IntakeValue = z.infer<typeof intakeValueSchema>;
export type Intake = Record<string, IntakeValue | undefined>;
