import { describe, expect, it } from 'vitest';
import { findClauses, partiesIn } from './clauses';
import { LEASE, NDA, SERVICES_AGREEMENT, blocksOf } from './contracts.fixture';

const byLabel = (blocks: Parameters<typeof findClauses>[0]) =>
  Object.fromEntries(findClauses(blocks).clauses.map((clause) => [clause.label, clause]));

describe('findClauses', () => {
  it('labels an NDA by its headings, with the heading block left out of the text', () => {
    const { clauses, parties, missing } = findClauses(NDA);
    const found = Object.fromEntries(clauses.map((clause) => [clause.label, clause]));
    expect(parties).toEqual(['Acme Widgets, Inc.', 'Beta Analytics LLC']);
    expect(found.confidentiality).toMatchObject({ heading: 'Confidential Information', paragraph: 4, page: 1 });
    // The clause runs to the next heading at the same level: both paragraphs.
    expect(found.confidentiality!.text).toContain('strict confidence');
    expect(found.confidentiality!.text).not.toContain('Confidential Information\n');
    // One heading names two clauses.
    expect(found.term).toMatchObject({ heading: 'Term and Termination', paragraph: 7 });
    expect(found.termination).toMatchObject({ heading: 'Term and Termination', paragraph: 7 });
    expect(found['limitation-of-liability']!.text).toMatch(/one hundred dollars/);
    expect(found['governing-law']!.page).toBe(2);
    // The last clause ends where the signing begins: replacing it must not delete "IN WITNESS WHEREOF".
    expect(found.notices!.text).toBe('All notices under this Agreement shall be in writing and delivered to the addresses set out below the signatures.');
    expect(missing).toEqual(['change-of-control', 'non-compete', 'indemnity', 'venue']);
  });

  it('reads run-in headings in a services agreement, each clause its own paragraph', () => {
    const found = byLabel(SERVICES_AGREEMENT);
    expect(found['non-compete']).toMatchObject({ heading: 'Non-Competition', paragraph: 7 });
    expect(found['non-compete']!.text).toMatch(/^5\. Non-Competition\. For two years/);
    expect(found.venue).toMatchObject({ heading: 'Venue', paragraph: 10 });
    expect(found['change-of-control']).toMatchObject({ heading: 'Change of Control', paragraph: 11 });
    expect(found.assignment!.text).toMatch(/unreasonably withheld/);
    expect(found.parties).toMatchObject({ heading: null, paragraph: 2 });
    expect(findClauses(SERVICES_AGREEMENT).parties).toEqual(['Northwind Traders Corp.', 'Jane Doe']);
    expect(findClauses(SERVICES_AGREEMENT).missing).toEqual([]);
  });

  it('finds a lease\'s clauses by their words when they have no headings', () => {
    const { clauses, missing, parties } = findClauses(LEASE);
    expect(parties).toEqual(['Oak Street Properties LLC', 'Maria Garcia']);
    expect(clauses.map((clause) => [clause.label, clause.paragraph])).toEqual([
      ['parties', 2], ['term', 3], ['security-deposit', 4], ['assignment', 5], ['termination', 6], ['notices', 7],
    ]);
    expect(clauses.every((clause) => clause.heading === null)).toBe(true);
    expect(missing).toContain('governing-law');
  });

  it('ends a clause at the next heading of the same level, keeping its subsections', () => {
    const blocks = blocksOf([
      { heading: 'Confidentiality', number: '4.' },
      { heading: 'Definition', number: '4.1' },
      'Confidential Information means non-public information.',
      { heading: 'Survival', number: '4.2' },
      'These obligations survive termination.',
      { heading: 'Notices', number: '5.' },
      'Notices shall be in writing.',
    ]);
    const found = byLabel(blocks);
    expect(found.confidentiality!.text).toMatch(/Definition[\s\S]*survive termination/);
    expect(found.confidentiality!.text).not.toMatch(/Notices/);
    expect(found.notices!.text).toBe('Notices shall be in writing.');
  });

  it('treats a short capitalised line as a heading and an assignment of inventions as no assignment clause', () => {
    const found = byLabel(blocksOf([
      'GOVERNING LAW',
      'The laws of Texas govern this Agreement.',
      '3. Invention Assignment. Employee assigns to the Company all inventions made in the course of employment.',
    ]));
    expect(found['governing-law']).toMatchObject({ heading: 'GOVERNING LAW', text: 'The laws of Texas govern this Agreement.' });
    expect(found.assignment).toBeUndefined();
  });
});

describe('partiesIn', () => {
  it('reads parties without defined terms', () => {
    expect(partiesIn('This Agreement is entered into by and between Acme Corp. and Beta LLC.')).toEqual(['Acme Corp.', 'Beta LLC']);
  });
  it('returns none when the text names no parties', () => {
    expect(partiesIn('The parties agree as follows.')).toEqual([]);
  });
});
