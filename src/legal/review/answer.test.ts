import { describe, expect, it } from 'vitest';
import { NOT_FOUND_IN_DOCUMENT, cellAnswer } from './answer';
import { documentOf, groundLease, officeLease } from './documents.fixture';
import { chunkDocument, createChunkIndex } from './retrieval';

const indexOf = (...documents: Array<typeof officeLease>) => createChunkIndex(documents.flatMap(chunkDocument));

describe('a table cell', () => {
  it('is the best sentence of its document with its quotation', () => {
    const cell = cellAnswer(indexOf(groundLease), 'Can the lease be assigned?');
    expect(cell.answered).toBe(true);
    expect(cell.answer).toBe('Lessee may assign its interest under this Lease to a lender without consent, upon notice to Lessor.');
    expect(cell.quotation).toMatchObject({ documentId: 'lease-ground', page: 2, paragraph: 4, text: cell.answer });
  });

  it('is not kept from answering by how the question is phrased', () => {
    expect(cellAnswer(indexOf(officeLease), 'How must notices be given?').quotation).toMatchObject({ page: 3, paragraph: 12 });
  });

  it('quotes the rule a run-in heading introduces, not the heading alone', () => {
    const lease = documentOf('lease-cafe', 'Cafe Lease', [[1, 'paragraph', '2. Rent. Tenant shall pay monthly rent of $12,000 on the first day of each month.']]);
    expect(cellAnswer(indexOf(lease), 'What is the rent?').answer).toBe('2. Rent. Tenant shall pay monthly rent of $12,000 on the first day of each month.');
  });

  it('says so when the document does not answer', () => {
    expect(cellAnswer(indexOf(groundLease), 'Which law governs?')).toEqual({ answered: false, answer: NOT_FOUND_IN_DOCUMENT, quotation: null });
  });
});
