import { describe, expect, it } from 'vitest';
import { NOT_ANSWERED } from './types';
import { NOT_FOUND_IN_DOCUMENT, OFFLINE_ANSWER_LEAD, cellAnswer, extractiveAnswer } from './answer';
import { documentOf, groundLease, officeLease } from './documents.fixture';
import { chunkDocument, createChunkIndex } from './retrieval';

const indexOf = (...documents: Array<typeof officeLease>) => createChunkIndex(documents.flatMap(chunkDocument));

describe('the offline answer', () => {
  it('quotes the matching sentences with document, page and paragraph, and says it is retrieval alone', () => {
    const result = extractiveAnswer(indexOf(officeLease, groundLease), 'What does the lease say about assignment?');
    expect(result.answered).toBe(true);
    expect(result.answer.startsWith(OFFLINE_ANSWER_LEAD)).toBe(true);
    expect(result.quotations[0]).toEqual({
      documentId: 'lease-office',
      documentTitle: 'Office Lease — 100 Main St.',
      page: 2,
      paragraph: 8,
      text: 'Tenant shall not assign this Lease or sublet the premises without the prior written consent of Landlord.',
    });
    expect(result.quotations[1]).toMatchObject({ documentId: 'lease-ground', page: 2, paragraph: 4 });
    expect(result.answer).toContain('(Office Lease — 100 Main St., p. 2 ¶ 8)');
  });

  it('quotes two sentences when the second holds what the first lacks', () => {
    const result = extractiveAnswer(indexOf(officeLease), 'What interest applies to late rent payments?');
    expect(result.quotations[0]!.text).toBe(
      'Tenant shall pay monthly rent of $12,000 on the first day of each month. Late payments bear interest at 10% per year.',
    );
  });

  it('says the documents do not answer a question about a clause they lack', () => {
    const result = extractiveAnswer(indexOf(officeLease, groundLease), 'What does the lease say about arbitration?');
    expect(result).toEqual({ answered: false, answer: NOT_ANSWERED, quotations: [] });
  });

  it('does not answer a question with no content words', () => {
    expect(extractiveAnswer(indexOf(officeLease), 'What does it say?').answered).toBe(false);
  });
});

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
