import type { CaseDetail } from '../../../shared/api/research';
import type { CaseRepository } from './case-repository';
import { COURTLISTENER_API_SOURCE } from './online-cache';
import { shortNamesOf } from './short-names';
import { overrulingSentences, readTreatment } from './treatments';

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

  // Every reading, from holdings that name the case ('Bowers v. Hardwick should be and now is overruled') and from
  // citing passages; the plainest per citing case and treatment is kept.
  const readings: Array<Signal & { distance: number }> = [];
  for (const opinion of overruling) {
    const citing = { caseId: Number(opinion.case_id), name: opinion.name, citation: opinion.citation, year: opinion.year };
    for (const reading of overrulingSentences(opinion.text, found.name)) readings.push({ ...citing, ...reading });
  }
  const citingCases = citedBy.cases.map((citing) => {
    const passages = citing.passages.map((passage) => {
      const reading = readTreatment(passage.text, found.name);
      if (reading) readings.push({ ...summaryOf(citing), ...reading });
      return { ...passage, treatment: reading?.treatment ?? null };
    });
    // Passages that say something about the case come first; the rest only show where it is cited.
    passages.sort((a, b) => Number(b.treatment !== null) - Number(a.treatment !== null));
    return { ...citing, passages: passages.slice(0, PASSAGES_PER_CASE) };
  });
  const treatments = plainestFirst(readings);

  const origin = found.source === COURTLISTENER_API_SOURCE ? ('courtlistener' as const) : ('local' as const);
  return { ...found, origin, opinions, cites, citedBy: { total: citedBy.total, cases: citingCases }, treatments };
}

function summaryOf(citing: { caseId: number; name: string; citation: string | null; year: number | null }) {
  return { caseId: citing.caseId, name: citing.name, citation: citing.citation, year: citing.year };
}

type Signal = CaseDetail['treatments'][number];
const STRENGTH = { overruled: 0, abrogated: 1, distinguished: 2, followed: 3 } as const;

/** One signal per citing case and treatment (its plainest passage), strongest first, then newest. */
function plainestFirst(readings: Array<Signal & { distance: number }>): Signal[] {
  const best = new Map<string, Signal & { distance: number }>();
  for (const reading of readings) {
    const key = `${reading.caseId}|${reading.treatment}`;
    const kept = best.get(key);
    if (!kept || reading.distance < kept.distance) best.set(key, reading);
  }
  return [...best.values()].map(({ distance: _distance, ...signal }) => signal).sort(
    (a, b) => STRENGTH[a.treatment] - STRENGTH[b.treatment] || (b.year ?? 0) - (a.year ?? 0),
  );
}
