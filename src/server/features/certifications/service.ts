import { buildCertificate } from '../../../legal/certifications';
import type { VerifyResponse } from '../../../shared/api/citations';
import { certificateSection, type CertificationsResponse } from '../../../shared/api/certifications';
import type { CitationInDraft, DraftContent } from '../../../shared/api/drafts';
import { citationsInDraft } from '../drafts/check';
import type { OpenDraft } from '../drafts/stored-draft';
import { certificateRequiredBy, hasCertificate, requirementsOf } from './requirements';

/** The certificate prefilled from the citation gate's results and the draft's generation. */
function certificateOf(draft: OpenDraft, citations: CitationInDraft[], date: Date) {
  return buildCertificate({
    citations,
    generatedBy: draft.row.generatedBy ?? null,
    requirements: requirementsOf(draft),
    signatureBlock: draft.content.signatureBlock,
    date,
  });
}

/**
 * The content a filing is exported from: when an order requires a certificate and the draft has none, the prefilled
 * certificate is its last section, unless the attorney chose to leave it out (the check reports it missing).
 */
export function withRequiredCertificate(draft: OpenDraft, options: { citations: CitationInDraft[]; include: boolean; date: Date }): DraftContent {
  const { content } = draft;
  if (!options.include || hasCertificate(content) || certificateRequiredBy(draft).length === 0) return content;
  return { ...content, sections: [...content.sections, certificateSection(certificateOf(draft, options.citations, options.date))] };
}

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
  if (!draft.content.caption) return { requirements: [], certificate: null };
  const certificate = certificateOf(draft, await citationsInDraft(draft.content, verify), date);
  return {
    requirements: requirementsOf(draft).map(({ id, court, judge, source, effective, requires, certificateRequired }) => ({
      id, court, judge, source, effective, requires, certificateRequired,
    })),
    certificate,
  };
}
