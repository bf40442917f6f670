import { describe, expect, it } from 'vitest';
import { CERTIFICATE_SECTION_ID } from '../../../../shared/api/certifications';
import { certificateSection, hasCertificate } from './certificate-section';

describe('certificateSection', () => {
  it('puts each line of the certificate in its own paragraph under its heading', () => {
    const section = certificateSection({ heading: 'Certificate of Citation Verification', paragraphs: ['One.', 'Dated: November 25, 2026'], note: 'n' });
    expect(section).toEqual({
      id: CERTIFICATE_SECTION_ID,
      heading: 'Certificate of Citation Verification',
      blocks: [
        { kind: 'paragraph', runs: [{ text: 'One.' }] },
        { kind: 'paragraph', runs: [{ text: 'Dated: November 25, 2026' }] },
      ],
    });
    expect(hasCertificate({ sections: [section], signatureBlock: [] })).toBe(true);
    expect(hasCertificate({ sections: [], signatureBlock: [] })).toBe(false);
  });
});
