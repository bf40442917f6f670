import { z } from 'zod';
import { CERTIFICATE_SECTION_ID } from '../../legal/drafting/certificate-section';
import type { ContentSection } from './drafts';

// The AI-use certifications contract (issue #15): the orders that reach a draft and its prefilled certificate.

export { CERTIFICATE_SECTION_ID };

export const certificationRequirementSchema = z.object({
  id: z.string(),
  court: z.string(),
  /** The judge whose order it is; null for a court system's rule or policy. */
  judge: z.string().nullable(),
  /** The order or policy, cited. */
  source: z.string(),
  /** ISO date the order was issued or amended, or the policy took effect. */
  effective: z.string(),
  requires: z.string(),
  /** False for a policy saying no AI certificate is required. */
  certificateRequired: z.boolean(),
});

export const certificateSchema = z.object({
  heading: z.string(),
  /** The certificate's text; bracketed items are for the attorney. The filing signs it with the attorney's block. */
  paragraphs: z.array(z.string()),
  /** For the attorney, not the paper: which orders ask for it, or that no rule does. */
  note: z.string(),
});

/** GET /api/drafts/:id/certifications. `certificate` is null for a paper without a caption (a contract, a memo). */
export const certificationsResponseSchema = z.object({
  requirements: z.array(certificationRequirementSchema),
  certificate: certificateSchema.nullable(),
});

export type CertificationRequirementView = z.infer<typeof certificationRequirementSchema>;
export type CertificateView = z.infer<typeof certificateSchema>;
export type CertificationsResponse = z.infer<typeof certificationsResponseSchema>;

/** The certificate as a section of the draft (or of the exported paper), one paragraph per line of its text. */
export function certificateSection(certificate: CertificateView): ContentSection {
  return {
    id: CERTIFICATE_SECTION_ID,
    heading: certificate.heading,
    blocks: certificate.paragraphs.map((text) => ({ kind: 'paragraph' as const, runs: text === '' ? [] : [{ text }] })),
  };
}
