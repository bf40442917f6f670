import { describe, expect, it } from 'vitest';
import { CERTIFICATE_SECTION_ID } from './certificate-section';
import { paragraph, type ContentSection, type DraftContent } from './content';
import { filingParts, partSignature, sectionNumbers } from './filing-parts';

const SIGNATURE_BLOCK = ['Dated: [date of signing]', 'Respectfully submitted,', 'Rivera & Park LLP', 'By: ______________________________', 'Alex Rivera (Texas Bar No. 312345)', 'Attorney for Defendant Acme Widgets, Inc.'];

const section = (id: string, heading: string, texts: string[]): ContentSection => ({ id, heading, blocks: texts.map(paragraph) });

const filing = (certificate: ContentSection): DraftContent => ({
  signatureBlock: SIGNATURE_BLOCK,
  sections: [
    section('notice', 'Notice of Motion', ['Defendant moves for summary judgment.']),
    certificate,
    section('certificate-of-service', 'Certificate of Service', ['I certify that on [date of service] I served this document.', '[Signature of person who served]']),
  ],
});

describe('the AI-use certificate in a filing', () => {
  it('is a paper of its own, on a new page, signed with the same attorney block as every other paper', () => {
    const certificate = section(CERTIFICATE_SECTION_ID, 'Certificate Regarding the Use of Generative Artificial Intelligence', [
      '[Confirm that the undersigned checked each citation to the law or the record, and each quotation, for accuracy.]',
    ]);
    const part = filingParts(filing(certificate), [{ sectionId: 'certificate-of-service', opening: 'continues', signer: 'own' }])[1]!;
    expect(part).toMatchObject({ opening: 'new-page', signer: 'attorney' });
    expect(partSignature(part, SIGNATURE_BLOCK)).toEqual(SIGNATURE_BLOCK);
  });

  it('is not signed twice when a stored certificate already ends with its signer lines', () => {
    const stored = section(CERTIFICATE_SECTION_ID, 'Certificate of Citation Verification', [
      'Dated: November 25, 2026', 'By: ______________________________', 'Alex Rivera (State Bar No. 312345)', 'Attorney for Defendant Acme Widgets, Inc.',
    ]);
    const part = filingParts(filing(stored), [])[1]!;
    expect(part.signer).toBe('own');
    expect(partSignature(part, SIGNATURE_BLOCK)).toEqual([]);
  });
});

describe('the signature of an attorney\'s certificate', () => {
  const starts = [{ sectionId: 'certificate-of-service', opening: 'continues' as const, signer: 'affirmant' as const }];
  const withCertificate = (id: string, heading: string): DraftContent => ({
    signatureBlock: SIGNATURE_BLOCK,
    sections: [section('motion', 'Motion', ['Defendant moves to dismiss.']), section(id, heading, ['I certify that on [date of service] I served this document.'])],
  });

  it('gives a certificate of service, whose text says the day it was served, no second date above the line', () => {
    const part = filingParts(withCertificate('certificate-of-service', 'Certificate of Service'), starts)[1]!;
    expect(partSignature(part, SIGNATURE_BLOCK)).toEqual(['______________________________', 'Alex Rivera (Texas Bar No. 312345)']);
  });

  it('dates any other certificate the attorney signs', () => {
    const content = withCertificate('certificate-of-conference', 'Certificate of Conference');
    const part = filingParts(content, [{ ...starts[0]!, sectionId: 'certificate-of-conference' }])[1]!;
    expect(partSignature(part, SIGNATURE_BLOCK)[0]).toBe('Dated: [date of signing]');
  });
});

describe('section numbers of a filing', () => {
  it('leaves a certificate inside a paper (Florida\'s Rule 1.202 certificate of conferral) unnumbered, the argument numbered as before', () => {
    const content: DraftContent = {
      caption: { court: 'Circuit Court', caseNumber: '1', judge: null, plaintiffs: ['Jane Doe'], defendants: ['Acme'], documentTitle: 'Motion to Dismiss' },
      signatureBlock: SIGNATURE_BLOCK,
      sections: [
        section('motion', 'Motion to Dismiss', ['Defendant moves to dismiss.']),
        section('memorandum', 'Memorandum of Law', ['Argument.']),
        section('conclusion', 'Conclusion', ['WHEREFORE, dismiss.']),
        section('certificate-of-conferral', 'Certificate of Conferral (Fla. R. Civ. P. 1.202)', ['I certify that conferral prior to filing is not required under rule 1.202.']),
        section('certificate-of-service', 'Certificate of Service', ['I certify that on [date of service] I served this document.']),
      ],
    };
    const starts = [{ sectionId: 'certificate-of-service', opening: 'continues' as const, signer: 'affirmant' as const }];
    expect(sectionNumbers(content, filingParts(content, starts))).toEqual([null, 1, 2, null, null]);
  });
});
