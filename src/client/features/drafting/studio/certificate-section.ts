import { CERTIFICATE_SECTION_ID } from '../../../../shared/api/certifications';
import type { DraftContent } from '../../../../shared/api/drafts';

export { certificateSection } from '../../../../shared/api/certifications';

export const hasCertificate = (content: DraftContent) => content.sections.some((section) => section.id === CERTIFICATE_SECTION_ID);
