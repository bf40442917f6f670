import { CERTIFICATE_SECTION_ID, type CertificateView } from '../../../../shared/api/certifications';
import type { ContentSection, DraftContent } from '../../../../shared/api/drafts';

/** The certificate as a section of the draft, one paragraph per line of its text, appended after the others. */
export function certificateSection(certificate: CertificateView): ContentSection {
  return {
    id: CERTIFICATE_SECTION_ID,
    heading: certificate.heading,
    blocks: certificate.paragraphs.map((text) => ({ kind: 'paragraph' as const, runs: text === '' ? [] : [{ text }] })),
  };
}

export const hasCertificate = (content: DraftContent) => content.sections.some((section) => section.id === CERTIFICATE_SECTION_ID);
