import { describe, expect, it } from 'vitest';
import { groundLease, officeLease, documentOf } from './documents.fixture';
import { ANSWER_COVERAGE, MAX_CHUNK_CHARS, chunkDocument, createChunkIndex } from './retrieval';
import { sentencesOf } from './sentences';
import { questionTerms, stem } from './terms';

const both = () => createChunkIndex([...chunkDocument(officeLease), ...chunkDocument(groundLease)]);

describe('terms', () => {
  it('brings a word and its forms to one stem', () => {
    expect(new Set(['assign', 'assigns', 'assigned', 'assignment', 'assignments'].map(stem))).toEqual(new Set(['assign']));
    expect(new Set(['terminate', 'terminated', 'termination', 'terminates'].map(stem))).toEqual(new Set(['termin']));
    expect(stem('governing')).toBe(stem('governed'));
  });

  it('keeps only what a question asks about', () => {
    expect(questionTerms('What does the lease say about assignment?')).toEqual(['leas', 'assign']);
    expect(questionTerms('What does it say?')).toEqual([]);
    expect(questionTerms('What is the term?')).toEqual(['term']);
  });
});

describe('sentences', () => {
  it('does not end a sentence at a legal abbreviation or an initial', () => {
    const text = 'See Cal. Civ. Code § 1995.260 and Smith v. Jones. John Q. Public signed it. Then Acme Inc. paid.';
    expect(sentencesOf(text).map((s) => s.text)).toEqual([
      'See Cal. Civ. Code § 1995.260 and Smith v. Jones.',
      'John Q. Public signed it.',
      'Then Acme Inc. paid.',
    ]);
  });
});

describe('chunking', () => {
  it('makes a chunk of each block, with its page and paragraph, under its heading', () => {
    const chunks = chunkDocument(officeLease);
    const assignment = chunks.find((c) => c.text.startsWith('Tenant shall not assign'))!;
    expect(assignment).toMatchObject({ documentId: 'lease-office', page: 2, paragraph: 8, heading: '3. Assignment and Subletting' });
    // Short headings are titles, not passages.
    expect(chunks.some((c) => c.text === '3. Assignment and Subletting')).toBe(false);
  });

  it('cuts a long block at sentences, each piece keeping the block’s page and paragraph', () => {
    const sentence = 'The Tenant shall keep the premises in good repair and condition at its own cost and expense. ';
    const long = documentOf('long', 'Long', [[4, 'paragraph', sentence.repeat(30).trim()]]);
    const chunks = chunkDocument(long);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      expect(chunk).toMatchObject({ page: 4, paragraph: 1 });
      expect(chunk.text.endsWith('expense.')).toBe(true);
    }
    expect(chunks.map((c) => c.text).join(' ')).toBe(sentence.repeat(30).trim());
  });

  it('leaves out empty blocks', () => {
    expect(chunkDocument(documentOf('e', 'E', [[1, 'paragraph', '  '], [1, 'paragraph', 'Text.']]))).toHaveLength(1);
  });
});

describe('ranking', () => {
  it('puts the assignment paragraph first among two leases', () => {
    const [first, second] = both().rank('What does the lease say about assignment?');
    expect(first!.chunk).toMatchObject({ documentId: 'lease-office', paragraph: 8 });
    expect(second!.chunk).toMatchObject({ documentId: 'lease-ground', paragraph: 4 });
    expect(first!.coverage).toBeGreaterThanOrEqual(ANSWER_COVERAGE);
  });

  it('finds the governing law clause by its stemmed words', () => {
    const [first] = both().rank('Which law governs the lease?');
    expect(first!.chunk).toMatchObject({ documentId: 'lease-office', paragraph: 10 });
  });

  it('gives a term no chunk holds the most weight, so the common word alone covers little', () => {
    const index = both();
    expect(index.idf('arbitr')).toBeGreaterThan(index.idf('leas'));
    const ranked = index.rank('What does the lease say about arbitration?');
    expect(ranked.length).toBeGreaterThan(0); // "lease" is everywhere
    expect(ranked.every((r) => r.coverage < ANSWER_COVERAGE)).toBe(true);
  });

  it('ranks nothing for a question with no content words', () => {
    expect(both().rank('What does it say?')).toEqual([]);
  });
});
