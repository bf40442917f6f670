import { describe, expect, it } from 'vitest';
import { treatmentHeadline } from './citation-treatment';

describe('treatmentHeadline', () => {
  it('names the overruling decision from the table, and the opinion that says so from the corpus', () => {
    const by = { name: "Dobbs v. Jackson Women's Health Organization", citation: '597 U.S. 215', year: 2022 };
    expect(treatmentHeadline({ treatment: 'overruled', by, sentence: '', source: 'table' })).toBe(
      "Overruled by Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022)",
    );
    expect(treatmentHeadline({ treatment: 'abrogated', by: { name: 'Smith v. Jones', citation: null, year: null }, sentence: '', source: 'corpus' })).toBe(
      'Abrogated, as Smith v. Jones says',
    );
  });
});
