import { buildCertificate } from '../../../legal/certifications';
import type { VerifyResponse } from '../../../shared/api/citations';
import { certificateSection, type CertificationsResponse } from '../../../shared/api/certifications';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { citationsInDraft } from '../drafts/check';
import type { OpenDraft } from '../drafts/stored-draft';
import { certificateRequiredBy, hasCertificate, requirementsOf } from './requirements';

const REFERENCES = new Set<CitationInDraft['kind']>(['short-case', 'id', 'supra']);

/**
 * The citations the certificate speaks of: each authority once, by its full citation. A short form, Id. or supra is
 * counted only when it refers to nothing or the gate found it otherwise than its full citation (a pin outside the case).
 */
const certifiedCitations = (citations: CitationInDraft[]) =>
  citations.filter((citation) => {
    if (!REFERENCES.has(citation.kind) || citation.refersTo == null) return true;
    return citations[citation.refersTo]?.status !== citation.status;
  });

/** The certificate prefilled from the citation gate's results and the draft's generation. */
function certificateOf(draft: OpenDraft, citations: CitationInDraft[]) {
  return buildCertificate({
    citations: certifiedCitations(citations),
    generatedBy: draft.row.generatedBy ?? null,
    requirements: requirementsOf(draft),
  });
}

/** The papers that follow the ones the attorney files and signs: the proposed order and the proof of service. */
const AFTER_CERTIFICATE = new Set(['proposed-order', 'certificate-of-service', 'proof-of-service', 'affirmation-of-service']);

/**
 * The content a filing is exported from, and its citations with their sections renumbered to match: when an order
 * requires a certificate and the draft has none, the prefilled certificate follows the papers the attorney signs, before
 * a proposed order or the proof of service, unless the attorney chose to leave it out (the check reports it missing).
 */
export function withRequiredCertificate(draft: OpenDraft, options: { citations: CitationInDraft[]; include: boolean }) {
  const { content } = draft;
  const { citations } = options;
  if (!options.include || hasCertificate(content) || certificateRequiredBy(draft).length === 0) return { content, citations };
  const found = content.sections.findIndex((section) => AFTER_CERTIFICATE.has(section.id));
  const at = found < 0 ? content.sections.length : found;
  const section = certificateSection(certificateOf(draft, citations));
  return {
    content: { ...content, sections: [...content.sections.slice(0, at), section, ...content.sections.slice(at)] },
    citations: citations.map((citation) =>
      citation.sectionIndex !== undefined && citation.sectionIndex >= at ? { ...citation, sectionIndex: citation.sectionIndex + 1 } : citation),
  };
}

/**
 * The AI-use orders that reach a draft's court and judge, and the certificate prefilled from the same citation check
 * the compliance panel runs. A paper without a caption is not filed with a court: it gets neither.
 */
export async function certificationsFor(options: {
  draft: OpenDraft;
  verify: (text: string) => Promise<VerifyResponse>;
}): Promise<CertificationsResponse> {
  const { draft, verify } = options;
  if (!draft.content.caption) return { requirements: [], certificate: null };
  const certificate = certificateOf(draft, await citationsInDraft(draft.content, verify));
  return {
    requirements: requirementsOf(draft).map(({ id, court, judge, source, effective, requires, certificateRequired }) => ({
      id, court, judge, source, effective, requires, certificateRequired,
    })),
    certificate,
  };
}
