import type { CheckedDocumentInput } from './document';

/** Compliant drafts for the rule-pack tests; each test breaks one thing in a copy. */

export const SIGNATURE_BLOCK = [
  '/s/ Jane Lawyer',
  'Jane Lawyer (State Bar No. 123456)',
  'Lawyer LLP, 100 Main Street, Suite 200, Springfield, CA 90012',
  'Telephone: (555) 555-0100',
  'jane@lawyer.example',
].join('\n');

const CAPTION = {
  court: 'Superior Court of the State of California',
  venue: 'County of Alameda',
  title: 'Acme Corp. v. Widget Inc.',
  parties: 'Acme Corp., Plaintiff, v. Widget Inc., Defendant',
  fileNumber: 'Case No. 26-CV-01234',
};

export const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

export function motion(typeId = 'motion-to-dismiss'): CheckedDocumentInput {
  return {
    title: 'Motion',
    family: 'motion',
    typeId,
    caption: { ...CAPTION, designation: 'Motion' },
    sections: [
      { heading: 'Notice of Motion', text: 'Defendant moves the Court for an order.' },
      { heading: 'Statement of Facts', text: 'The contract was signed on January 2. (Decl. of A. Smith ¶ 3.)' },
      { heading: 'Grounds and Argument', text: words(400) },
      { heading: 'Relief Requested', text: 'Defendant asks the Court to grant the motion.' },
      { heading: 'Certificate of Service', text: 'I served this paper by mail on counsel.' },
      { heading: 'Word Count Certification', text: 'This memorandum contains 430 words and complies with the limit.' },
    ],
    signatureBlock: SIGNATURE_BLOCK,
    format: { pleadingPaper: true, fontSizePt: 12 },
  };
}

export function pleading(typeId: 'complaint' | 'answer' = 'complaint'): CheckedDocumentInput {
  return {
    title: 'Complaint',
    family: 'pleading',
    typeId,
    caption: { ...CAPTION, designation: typeId === 'complaint' ? 'Complaint' : 'Answer' },
    sections: [
      { heading: 'Parties', text: 'Plaintiff is a Delaware corporation.' },
      { heading: 'First Claim for Relief', text: words(200) },
      { heading: 'Certificate of Service', text: 'I served this paper by mail on counsel.' },
    ],
    signatureBlock: SIGNATURE_BLOCK,
    format: { pleadingPaper: true, fontSizePt: 12 },
  };
}

export function contract(typeId = 'employment-agreement'): CheckedDocumentInput {
  return {
    title: 'Agreement',
    family: 'contract',
    typeId,
    sections: [
      { heading: 'Duties', text: 'Employee shall perform the duties of Senior Engineer.' },
      { heading: 'Confidentiality', text: 'Employee shall not disclose Confidential Information to any competitor.' },
      { heading: 'Governing Law', text: 'This Agreement is governed by the laws of the State of California.' },
    ],
    signatureBlock: 'Employer: ____________  Employee: ____________',
    format: { pleadingPaper: false },
  };
}

/** A copy of the document with one section replaced or added (index = sections.length adds). */
export function withSection(document: CheckedDocumentInput, index: number, heading: string, text: string) {
  const sections = [...document.sections];
  sections[index] = { heading, text };
  return { ...document, sections };
}

/** A copy without the sections whose heading contains the keyword. */
export function withoutSection(document: CheckedDocumentInput, keyword: string) {
  return { ...document, sections: document.sections.filter((s) => !s.heading.toLowerCase().includes(keyword)) };
}
