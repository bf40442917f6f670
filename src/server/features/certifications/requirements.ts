import { requirementsFor, type CertificationRequirement } from '../../../legal/certifications';
import { courtHeading } from '../../../legal/courts/chosen-court';
import { chosenCourtOf } from '../../../legal/courts/intake';
import { CERTIFICATE_SECTION_ID } from '../../../shared/api/certifications';
import type { DraftContent } from '../../../shared/api/drafts';
import type { OpenDraft } from '../drafts/stored-draft';

/**
 * The AI-use orders and policies that reach a draft's court and judge; none for a paper without a caption. The court
 * chosen from the list selects them by its name; without one, the caption's court as written.
 */
export function requirementsOf(draft: OpenDraft): CertificationRequirement[] {
  const caption = draft.content.caption;
  if (!caption) return [];
  const chosen = chosenCourtOf(draft.intake);
  const court = chosen ? courtHeading(chosen).name : caption.court;
  return requirementsFor({ jurisdiction: draft.row.jurisdiction, court, judge: caption.judge });
}

/** The orders among them that require a certificate with the paper (Judge Starr's, for one). */
export const certificateRequiredBy = (draft: OpenDraft) => requirementsOf(draft).filter((requirement) => requirement.certificateRequired);

export const hasCertificate = (content: DraftContent) => content.sections.some((section) => section.id === CERTIFICATE_SECTION_ID);
