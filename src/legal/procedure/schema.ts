import { z } from 'zod';
import { jurisdictionSchema } from '../jurisdictions/list';
import { intakeFieldSchema, sectionSchema } from '../drafting/schema';

/**
 * A court's own paper for what the lawyer wants to achieve. The catalogue's document types name the goal
 * ("motion-to-dismiss": get a claim dismissed at the pleading stage); a paper is how one jurisdiction does it: its
 * name, its rule or statutory basis, the grounds it carries, its timing, the papers filed with it and its limits,
 * each stated with its source. A goal a jurisdiction has no correct paper for is a refusal, never the federal paper.
 *
 * Everything here is data. A statement whose current text could not be confirmed is not stated; it is listed in
 * `checkBeforeFiling` so the lawyer sees what to confirm.
 */

const isoDate = z.iso.date();

/** One statement of law or procedure and where it comes from ("Cal. Code Civ. Proc. § 430.10(e)"). */
export const sourcedSchema = z.object({
  text: z.string().trim().min(1),
  citation: z.string().trim().min(1),
});
export type Sourced = z.infer<typeof sourcedSchema>;

/** A paper filed or served with the main one: a notice of motion, a memorandum, a declaration, a proposed order. */
export const companionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().trim().min(1),
  citation: z.string().trim().min(1),
  /** Always required (`true`), or required only in the circumstance `when` describes (`false`). */
  required: z.boolean(),
  when: z.string().trim().min(1).optional(),
  /** The draft section that holds this companion, when the draft includes it. */
  sectionId: z.string().min(1).optional(),
});
export type Companion = z.infer<typeof companionSchema>;

/** A ground this paper carries, offered in the intake's `grounds` select. */
export const groundSchema = z.object({
  value: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().trim().min(1),
  citation: z.string().trim().min(1),
});

/** A ground that this jurisdiction raises by a different paper, which VolnaDraft names but does not draft here. */
export const groundElsewhereSchema = z.object({
  label: z.string().trim().min(1),
  paper: z.string().trim().min(1),
  citation: z.string().trim().min(1),
});

/** Something the lawyer must confirm: a rule whose current text or continued force the data could not confirm. */
export const uncertainSchema = z.object({
  subject: z.string().trim().min(1),
  citation: z.string().trim().min(1),
  reason: z.string().trim().min(1),
});

export const paperSchema = z.object({
  /** The catalogue's document type (the goal) this paper achieves. */
  typeId: z.string().min(1),
  jurisdiction: jurisdictionSchema,
  /** The paper's own name in this court ("Demurrer", "Motion to Dismiss Baseless Causes of Action"). */
  name: z.string().trim().min(1),
  /** The designation in the caption ("Notice of Demurrer and Demurrer; Memorandum of Points and Authorities"). */
  designation: z.string().trim().min(1),
  /** The first day the procedure as stated here is in force: the date of the latest amendment this data reflects. */
  effective: isoDate,
  /** Said when the date marks a known amendment but not every later one, so the lawyer reads it for what it is. */
  effectiveNote: z.string().trim().min(1).optional(),
  basis: z.array(sourcedSchema).min(1),
  grounds: z.object({
    offered: z.array(groundSchema).min(1),
    /** The ground the goal names (for "dismiss for failure to state a claim", the failure-to-state ground). */
    defaultValue: z.string().min(1),
    elsewhere: z.array(groundElsewhereSchema).default([]),
  }).optional(),
  /** The standard the court applies, with the leading authority. */
  standard: z.array(sourcedSchema).default([]),
  timing: z.array(sourcedSchema).default([]),
  companions: z.array(companionSchema).default([]),
  /** Page or word limits and similar form limits for this paper. */
  limits: z.array(sourcedSchema).default([]),
  checkBeforeFiling: z.array(uncertainSchema).default([]),
  /** The intake form for this paper: the goal's fields, with this jurisdiction's grounds and any extra facts it needs. */
  intakeFields: z.array(intakeFieldSchema).min(1),
  /** The paper's sections in filing order, companions included (a notice, the memorandum, a declaration). */
  sections: z.array(sectionSchema).min(1),
}).superRefine((paper, context) => {
  const sectionIds = new Set(paper.sections.map((section) => section.id));
  for (const companion of paper.companions) {
    if (companion.sectionId && !sectionIds.has(companion.sectionId)) {
      context.addIssue({ code: 'custom', message: `companion ${companion.id} names a missing section ${companion.sectionId}` });
    }
  }
  if (paper.grounds && !paper.grounds.offered.some((ground) => ground.value === paper.grounds!.defaultValue)) {
    context.addIssue({ code: 'custom', message: 'grounds.defaultValue must be one of the offered grounds' });
  }
});
export type Paper = z.infer<typeof paperSchema>;
export type PaperInput = z.input<typeof paperSchema>;

/** A goal this jurisdiction has no correct paper for: refused with why, and what the lawyer can use instead. */
export const refusalSchema = z.object({
  typeId: z.string().min(1),
  jurisdiction: jurisdictionSchema,
  explanation: z.string().trim().min(1),
  citation: z.string().trim().min(1),
  alternatives: z.array(z.string().trim().min(1)).default([]),
});
export type Refusal = z.infer<typeof refusalSchema>;
export type RefusalInput = z.input<typeof refusalSchema>;
