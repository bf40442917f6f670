import type { CaseDetail } from '../../../shared/api/research';
import type { CaseRepository } from './case-repository';
import { shortNamesOf } from './short-names';
import { overrulingSentences, treatmentOf } from './treatments';

const PASSAGES_PER_CASE = 3;

/**
 * A case page: the case, its opinions with their citations, what it cites, who cites it, and treatment signals.
 * A signal is only ever raised from a citing passage's own words, and carries that passage.
 */
export async function loadCaseDetail(options: { cases: CaseRepository; id: number }): Promise<CaseDetail | null> {
  const { cases, id } = options;
  const found = await cases.findCase(id);
  if (!found) return null;
  const [opinions, cites, citedBy, overruling] = await Promise.all([
    cases.opinionsOf(id),
    cases.citesOf(id),
    cases.citedBy(id),
    cases.opinionsSayingOverruled(id, shortNamesOf(found.name)),
  ]);

  // A holding that names the case ('Bowers v. Hardwick should be and now is overruled') outranks a citing passage.
  const treatments: CaseDetail['treatments'] = [];
  for (const opinion of overruling) {
    const citing = { caseId: Number(opinion.case_id), name: opinion.name, citation: opinion.citation, year: opinion.year };
    for (const sentence of overrulingSentences(opinion.text, found.name)) {
      treatments.push({ treatment: sentence.treatment, ...citing, passage: sentence.passage });
    }
  }
  const citingCases = citedBy.cases.map((citing) => {
    const passages = citing.passages.map((passage) => ({ ...passage, treatment: treatmentOf(passage.text, found.name) }));
    // Passages that say something about the case come first; the rest only show where it is cited.
    passages.sort((a, b) => Number(b.treatment !== null) - Number(a.treatment !== null));
    for (const passage of passages) {
      if (passage.treatment) treatments.push({ treatment: passage.treatment, ...summaryOf(citing), passage: passage.text });
    }
    return { ...citing, passages: passages.slice(0, PASSAGES_PER_CASE) };
  });

  return { ...found, opinions, cites, citedBy: { total: citedBy.total, cases: citingCases }, treatments: strongestFirst(treatments) };
}

function summaryOf(citing: { caseId: number; name: string; citation: string | null; year: number | null }) {
  return { caseId: citing.caseId, name: citing.name, citation: citing.citation, year: citing.year };
}

const STRENGTH = { overruled: 0, abrogated: 1, distinguished: 2, followed: 3 } as const;

/** One signal per citing case and treatment, strongest first, then newest. */
function strongestFirst(treatments: CaseDetail['treatments']): CaseDetail['treatments'] {
  const unique = new Map<string, CaseDetail['treatments'][number]>();
  for (const treatment of treatments) {
    const key = `${treatment.caseId}|${treatment.treatment}`;
    if (!unique.has(key)) unique.set(key, treatment);
  }
  return [...unique.values()].sort(
    (a, b) => STRENGTH[a.treatment] - STRENGTH[b.treatment] || (b.year ?? 0) - (a.year ?? 0),
  );
}
