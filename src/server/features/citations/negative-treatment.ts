import type { Citation } from '../../../legal/citations';
import { caseNamesMatch } from '../../../legal/verification';
import { overruledDecision } from '../../../legal/verification/overruled-decisions';
import type { NegativeTreatment } from '../../../shared/api/citations';
import { shortNamesOf } from '../research/short-names';
import { overrulingSentences, readTreatment, type TreatmentReading } from '../research/treatments';
import type { CitationLookups } from './lookup-repository';
import type { Verdict } from './verdict';

const FOUND = new Set(['verified', 'partly-verified', 'mismatch']);
type Reading = TreatmentReading & { by: NegativeTreatment['by'] };

const asTreatment = (reading: Reading): NegativeTreatment => ({
  treatment: reading.treatment === 'abrogated' ? 'abrogated' : 'overruled',
  by: reading.by,
  sentence: reading.passage,
  source: 'corpus',
});

/**
 * What the corpus's own later opinions say of a case: a citing passage, or a holding that names it ('Bowers v.
 * Hardwick should be and now is overruled'), read by detect-treatment's conservative rules. The plainest statement
 * wins, then the oldest (the decision that did it, not one repeating it).
 */
async function corpusTreatment(caseId: number, name: string, lookup: CitationLookups): Promise<NegativeTreatment | null> {
  const readings: Reading[] = [];
  const byOf = (row: { name: string; citation: string | null; year: number | null }) => ({ name: row.name, citation: row.citation, year: row.year });
  const [passages, holdings] = await Promise.all([lookup.treatmentPassages(caseId), lookup.opinionsSayingOverruled(caseId, shortNamesOf(name))]);
  for (const row of passages) {
    const reading = readTreatment(row.context, name);
    if (reading && (reading.treatment === 'overruled' || reading.treatment === 'abrogated')) readings.push({ ...reading, by: byOf(row) });
  }
  for (const opinion of holdings) {
    for (const reading of overrulingSentences(opinion.text, name)) readings.push({ ...reading, by: byOf(opinion) });
  }
  readings.sort((a, b) => a.distance - b.distance || (a.by.year ?? 9999) - (b.by.year ?? 9999));
  return readings[0] ? asTreatment(readings[0]) : null;
}

/** The table's row (Constitution Annotated) for any U.S. Reports citation of the case, or for the one written. */
async function tableTreatment(verdict: Verdict, written: string | null, caseName: string | null, lookup: CitationLookups) {
  const citations = new Set<string>();
  if (verdict.match) citations.add(verdict.match.citation);
  if (verdict.corpusCaseId !== null) {
    for (const c of await lookup.citationsOf(verdict.corpusCaseId)) citations.add(`${c.volume} ${c.reporter} ${c.page}`);
  }
  for (const citation of citations) {
    const row = overruledDecision(citation);
    if (row) return row;
  }
  // Not found anywhere (an empty corpus): the written citation counts when the name written is the table's.
  const row = written ? overruledDecision(written) : null;
  return row && caseName && caseNamesMatch(caseName, row.name) ? row : null;
}

/** A case's treatment: the table's row, else what the corpus's own later opinions say of it. */
async function caseTreatment(
  first: { caseName: string | null; verdict: Verdict; written: string | null },
  lookup: CitationLookups,
): Promise<NegativeTreatment | null> {
  const { caseName, verdict, written } = first;
  const row = await tableTreatment(verdict, written, caseName, lookup);
  const fromTable: NegativeTreatment | null = row ? { treatment: 'overruled', by: row.by, sentence: row.sentence, source: 'table' } : null;
  const name = verdict.match?.name ?? null;
  const fromCorpus = !fromTable && verdict.corpusCaseId !== null && name && FOUND.has(verdict.status)
    ? await corpusTreatment(verdict.corpusCaseId, name, lookup)
    : null;
  return fromTable ?? fromCorpus;
}

/**
 * The negative treatment of every full case citation: a later decision that overruled or abrogated the case, from the
 * sourced table of Supreme Court decisions overruled and from the corpus's own citing passages. One lookup per case.
 */
export async function negativeTreatments(verdicts: Map<Citation, Verdict>, lookup: CitationLookups): Promise<Map<Citation, NegativeTreatment>> {
  // The first citation of each case decides its lookup, as in a pass in text order; all cases are looked up at once.
  const keyed: Array<{ citation: Citation; key: string }> = [];
  const firstOfCase = new Map<string, { caseName: string | null; verdict: Verdict; written: string | null }>();
  for (const [citation, verdict] of verdicts) {
    if (citation.kind !== 'case' && citation.kind !== 'slip-opinion' && citation.kind !== 'neutral') continue;
    const written = citation.kind === 'case' ? `${citation.volume} ${citation.reporter} ${citation.page}` : null;
    const key = verdict.corpusCaseId !== null ? `case:${verdict.corpusCaseId}` : `cite:${verdict.match?.citation ?? written}`;
    keyed.push({ citation, key });
    if (!firstOfCase.has(key)) firstOfCase.set(key, { caseName: citation.caseName, verdict, written });
  }
  const found = await Promise.all([...firstOfCase].map(async ([key, first]) => [key, await caseTreatment(first, lookup)] as const));
  const byCase = new Map(found);
  const flagged = new Map<Citation, NegativeTreatment>();
  for (const { citation, key } of keyed) {
    const treatment = byCase.get(key);
    if (treatment) flagged.set(citation, treatment);
  }
  return flagged;
}
