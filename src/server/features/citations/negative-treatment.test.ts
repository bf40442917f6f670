import { describe, expect, it } from 'vitest';
import { extractCitations, type Citation } from '../../../legal/citations';
import type { CitationLookupRepository } from './lookup-repository';
import { negativeTreatments } from './negative-treatment';
import type { Verdict } from './verdict';

const LATER = { case_id: '9', name: 'Later v. Decision', year: 2001, citation: '530 U.S. 1' };

/** A corpus of one cited case (id 1) and what later opinions say of it. */
function corpus(passages: string[], holdings: string[] = []): CitationLookupRepository {
  return {
    citationsOf: async () => [{ volume: 100, reporter: 'U.S.', page: '1' }],
    treatmentPassages: async () => passages.map((context) => ({ ...LATER, context })),
    opinionsSayingOverruled: async () => holdings.map((text) => ({ ...LATER, text })),
  } as unknown as CitationLookupRepository;
}

function verdictsFor(text: string, name: string, citation: string): Map<Citation, Verdict> {
  const [found] = extractCitations(text);
  const match = { caseId: 1, name, citation, year: 1950, url: null };
  return new Map([[found!, { status: 'verified', source: 'corpus', message: '', match, corpusCaseId: 1 }]]);
}

describe('negativeTreatments', () => {
  it('flags a case a later opinion in the corpus says it overrules, with that opinion and its sentence', async () => {
    const verdicts = verdictsFor('Smith v. Jones, 100 U.S. 1 (1950).', 'Smith v. Jones', '100 U.S. 1');
    const sentence = 'We therefore overrule Smith v. Jones, 100 U.S. 1 (1950).';
    const [treatment] = [...(await negativeTreatments(verdicts, corpus([sentence]))).values()];
    expect(treatment).toEqual({
      treatment: 'overruled',
      by: { name: 'Later v. Decision', citation: '530 U.S. 1', year: 2001 },
      sentence,
      source: 'corpus',
    });
  });

  it('reads a holding that names the case without citing it', async () => {
    const verdicts = verdictsFor('Smith v. Jones, 100 U.S. 1 (1950).', 'Smith v. Jones', '100 U.S. 1');
    const holding = 'The judgment is reversed. Smith v. Jones should be and now is overruled. It is so ordered.';
    const [treatment] = [...(await negativeTreatments(verdicts, corpus([], [holding]))).values()];
    expect(treatment?.sentence).toBe('Smith v. Jones should be and now is overruled.');
  });

  it('does not flag a case an opinion declines to overrule or only distinguishes', async () => {
    const verdicts = verdictsFor('Smith v. Jones, 100 U.S. 1 (1950).', 'Smith v. Jones', '100 U.S. 1');
    const passages = ['We decline to overrule Smith v. Jones, 100 U.S. 1.', 'Petitioners ask us to overrule Smith v. Jones, 100 U.S. 1.'];
    expect((await negativeTreatments(verdicts, corpus(passages))).size).toBe(0);
  });

  it('takes the table of Supreme Court decisions overruled before the corpus, and the written citation when nothing was found', async () => {
    const [roe] = extractCitations('Roe v. Wade, 410 U.S. 113 (1973).');
    const verdicts = new Map<Citation, Verdict>([[roe!, { status: 'unverifiable', source: null, message: '', match: null, corpusCaseId: null }]]);
    const [treatment] = [...(await negativeTreatments(verdicts, corpus([]))).values()];
    expect(treatment).toMatchObject({ source: 'table', by: { citation: '597 U.S. 215' } });
  });
});
