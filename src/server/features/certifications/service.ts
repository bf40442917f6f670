import { buildCertificate, requirementsFor } from '../../../legal/certifications';
import type { VerifyResponse } from '../../../shared/api/citations';
import type { CertificationsResponse } from '../../../shared/api/certifications';
import { citationsInDraft } from '../drafts/check';
import type { OpenDraft } from '../drafts/stored-draft';

/**
 * The AI-use orders that reach a draft's court and judge, and the certificate prefilled from the same citation check
 * the compliance panel runs. A paper without a caption is not filed with a court: it gets neither.
 */
export async function certificationsFor(options: {
  draft: OpenDraft;
  verify: (text: string) => Promise<VerifyResponse>;
  date: Date;
}): Promise<CertificationsResponse> {
  const { draft, verify, date } = options;
  const caption = draft.content.caption;
  if (!caption) return { requirements: [], certificate: null };
  const requirements = requirementsFor({ jurisdiction: draft.row.jurisdiction, court: caption.court, judge: caption.judge });
  const citations = await citationsInDraft(draft.content, verify);
  const certificate = buildCertificate({
    citations,
    generatedBy: draft.row.generatedBy ?? null,
    requirements,
    signatureBlock: draft.content.signatureBlock,
    date,
  });
  return {
    requirements: requirements.map(({ id, court, judge, source, effective, requires, certificateRequired }) => ({
      id, court, judge, source, effective, requires, certificateRequired,
    })),
    certificate,
  };
}
