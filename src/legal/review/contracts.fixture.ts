import type { DocumentBlock } from '../documents/blocks';

/** Realistic contracts as the document reader gives them: blocks in reading order, paragraphs numbered from 1. */

type Line = string | { heading: string; number?: string } | { item: string; number?: string };

/** Blocks from lines, with `perPage` blocks a page; a string is a paragraph, `{ heading }` a heading block. */
export function blocksOf(lines: Line[], perPage = 8): DocumentBlock[] {
  return lines.map((line, index) => {
    const base = { page: Math.floor(index / perPage) + 1, paragraph: index + 1 };
    if (typeof line === 'string') return { ...base, kind: 'paragraph', number: null, text: line };
    if ('heading' in line) return { ...base, kind: 'heading', number: line.number ?? null, text: line.heading };
    return { ...base, kind: 'list-item', number: line.number ?? null, text: line.item };
  });
}

/** A mutual NDA with standalone numbered headings; it names no change of control, non-compete or indemnity. */
export const NDA = blocksOf([
  { heading: 'MUTUAL NONDISCLOSURE AGREEMENT' },
  'This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of March 1, 2026 by and between Acme ' +
    'Widgets, Inc., a Delaware corporation ("Acme"), and Beta Analytics LLC, a California limited liability company ("Beta").',
  { heading: 'Confidential Information', number: '1.' },
  '"Confidential Information" means any non-public information disclosed by one party to the other, in any form.',
  'Each party shall hold the other party\'s Confidential Information in strict confidence and use it only to evaluate ' +
    'the proposed business relationship.',
  { heading: 'Term and Termination', number: '2.' },
  'This Agreement shall remain in effect for two (2) years from the Effective Date. Either party may terminate this ' +
    'Agreement on thirty (30) days\' written notice.',
  { heading: 'Assignment', number: '3.' },
  'Either party may freely assign this Agreement to any affiliate or successor.',
  { heading: 'Limitation of Liability', number: '4.' },
  'In no event shall Beta\'s aggregate liability under this Agreement exceed one hundred dollars ($100).',
  { heading: 'Governing Law', number: '5.' },
  'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws rules.',
  { heading: 'Notices', number: '6.' },
  'All notices under this Agreement shall be in writing and delivered to the addresses set out below the signatures.',
  'IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.',
]);

/** A services agreement with run-in headings ("7. Governing Law. ...") and a noncompete in its own section. */
export const SERVICES_AGREEMENT = blocksOf([
  { heading: 'CONSULTING SERVICES AGREEMENT' },
  'This Consulting Services Agreement is made and entered into by and between Northwind Traders Corp. ("Client") and ' +
    'Jane Doe, an individual ("Consultant").',
  '1. Services. Consultant shall provide the software consulting services described in Exhibit A.',
  '2. Term. This Agreement shall commence on the Effective Date and continue for twelve (12) months.',
  '3. Termination. Client may terminate this Agreement for convenience on ten (10) days\' notice.',
  '4. Confidentiality. Consultant shall keep all Confidential Information of Client secret during and after the term.',
  '5. Non-Competition. For two years after termination, Consultant shall not compete with Client anywhere in the ' +
    'United States.',
  '6. Indemnification. Consultant shall indemnify, defend and hold harmless Client from any claim arising from the Services.',
  '7. Governing Law. This Agreement is governed by the laws of the State of California.',
  '8. Venue. The state and federal courts in San Francisco County, California shall have exclusive jurisdiction.',
  '9. Change of Control. A merger or change of control of Client is deemed an assignment requiring Consultant\'s consent.',
  '10. Assignment. Neither party may assign this Agreement without the prior written consent of the other party, which ' +
    'consent shall not be unreasonably withheld.',
  '11. Notices. Notices shall be given in writing to the addresses stated on the signature page.',
  '12. Limitation of Liability. Neither party\'s aggregate liability shall exceed the fees paid under this Agreement in ' +
    'the twelve months before the claim.',
]);

/** A residential lease whose clauses have no headings: they are found by their words. */
export const LEASE = blocksOf([
  { heading: 'RESIDENTIAL LEASE AGREEMENT' },
  'This Residential Lease is entered into between Oak Street Properties LLC ("Landlord") and Maria Garcia ("Tenant") ' +
    'for the premises at 12 Oak Street, Apt. 4, Austin, Texas.',
  'The lease term shall begin on June 1, 2026 and continue until May 31, 2027.',
  'Tenant shall pay a security deposit of $1,500, which Landlord will return within 45 days after Tenant vacates.',
  'Tenant shall not assign this Lease or sublet the premises without Landlord\'s prior written consent.',
  'Either party may terminate this Lease on sixty (60) days\' written notice at the end of the term.',
  'All notices shall be given in writing to the addresses stated above.',
]);
