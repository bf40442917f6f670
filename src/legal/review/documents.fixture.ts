import type { SourceBlock, SourceDocument } from './retrieval';

/** Blocks numbered through the document from 1, as the reader gives them; `[page, kind, text]`. */
export function documentOf(id: string, title: string, rows: Array<[number, SourceBlock['kind'], string]>): SourceDocument {
  return { id, title, blocks: rows.map(([page, kind, text], i) => ({ page, paragraph: i + 1, kind, text })) };
}

/** An office lease: assignment needs consent, disputes go to court, no arbitration anywhere. */
export const officeLease = documentOf('lease-office', 'Office Lease — 100 Main St.', [
  [1, 'heading', 'OFFICE LEASE'],
  [1, 'paragraph', 'This Lease is made between Harbor Properties LLC (Landlord) and Finch & Co. (Tenant).'],
  [1, 'heading', '1. Term'],
  [1, 'paragraph', 'The term of this Lease is five years, beginning January 1, 2027.'],
  [1, 'heading', '2. Rent'],
  [1, 'paragraph', 'Tenant shall pay monthly rent of $12,000 on the first day of each month. Late payments bear interest at 10% per year.'],
  [2, 'heading', '3. Assignment and Subletting'],
  [
    2,
    'paragraph',
    'Tenant shall not assign this Lease or sublet the premises without the prior written consent of Landlord. Landlord shall not unreasonably withhold its consent. Any assignment without consent is void.',
  ],
  [2, 'heading', '4. Governing Law'],
  [2, 'paragraph', 'This Lease is governed by the laws of the State of California. Disputes shall be heard in the courts of Alameda County.'],
  [3, 'heading', '5. Notices'],
  [3, 'paragraph', 'Notices under this Lease shall be in writing and delivered to the addresses above.'],
]);

/** A ground lease: assignment is free, but its other clauses speak of the lease as often. */
export const groundLease = documentOf('lease-ground', 'Ground Lease — Lot 7', [
  [1, 'heading', 'GROUND LEASE'],
  [1, 'paragraph', 'This Lease of Lot 7 is made between the City of Oakland (Lessor) and Bay Builders Inc. (Lessee).'],
  [1, 'paragraph', 'The Lessee shall maintain the lease premises and shall keep the lease premises insured.'],
  [2, 'paragraph', 'Lessee may assign its interest under this Lease to a lender without consent, upon notice to Lessor.'],
  [2, 'paragraph', 'This Lease terminates if the Lessee fails to begin construction within two years.'],
]);
