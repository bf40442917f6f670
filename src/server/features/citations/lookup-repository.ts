import type { Db } from '../../db/client';
import { pageRange, pageSpans } from '../../../legal/verification';
import { createBatcher, oneAtATime, type Batcher } from './batching';
import { createCourtDayLookups } from './court-day-lookups';
import { createLookupBatches, type LookupBatches, type PageReference, type VolumeReference } from './lookup-batches';

export type { CorpusCase, OpinionRecord, VolumeCoverage } from './corpus-case';

const referenceKey = ({ volume, reporter, page }: { volume: number; reporter: string; page: string | number }) => `${volume}|${reporter}|${page}`;
const volumeKey = ({ volume, reporter }: VolumeReference) => `${volume}|${reporter}`;
const idKey = (id: number) => String(id);

/**
 * Read-only lookups of the public corpus that citation verification needs, one question each, answered by the
 * batched queries of lookup-batches.ts through `batcher`: one query per question, or one per kind for all the
 * questions a check asks at once.
 */
function lookupsThrough(queries: LookupBatches, courtDays: ReturnType<typeof createCourtDayLookups>, batcher: Batcher) {
  const caseAtReference = batcher(queries.casesAt, referenceKey);
  const coverage = batcher(queries.coverages, volumeKey);
  const citationsOf = batcher(queries.citationsOf, idKey);
  const opinionsOf = batcher(queries.opinionsOf, idKey);
  const caseBefore = batcher((references: Array<VolumeReference & { page: number }>) => queries.neighbours('before', references), referenceKey);
  const caseAfter = batcher((references: Array<VolumeReference & { page: number }>) => queries.neighbours('after', references), referenceKey);
  const casesNamed = batcher(queries.casesNamed, ({ word, year, reporter }) => JSON.stringify([word, year, reporter]));
  const decisionsNamed = batcher(queries.supremeCourtDecisionsNamed, ({ word, years }) => JSON.stringify([word, years]));
  const decisionCount = batcher(queries.supremeCourtDecisionCounts, idKey);
  const treatmentPassages = batcher(queries.treatmentPassages, idKey);
  const sayingOverruled = batcher(queries.opinionsSayingOverruled, ({ caseId, shortNames }) => JSON.stringify([caseId, shortNames]));
  const at = (reference: PageReference) => caseAtReference(reference);
  const courtSnapshotDate = batcher(courtDays.courtSnapshotDates, () => '');
  const courtsCited = batcher(courtDays.courtsCited, (form: string) => form);
  const decisionsFiled = batcher(courtDays.decisionsFiled, ({ courtId, date }) => `${courtId}|${date}`);

  return {
    /** The case whose citation this is (the court left out: the check names it by its citation). */
    async caseAt(volume: number, reporter: string, page: number) {
      const found = await at({ volume, reporter, page: String(page) });
      return found ? { ...found, court: null } : null;
    },

    /** Every reporter citation the corpus holds for a case: its parallels, where an import recorded them. */
    citationsOf: (caseId: number) => citationsOf(caseId),

    coverage: (volume: number, reporter: string) => coverage({ volume, reporter }),

    /** The case a neutral citation names ('2013', 'IL App (1st)', '111279-U'), with its court. */
    neutralCase: (year: number, reporter: string, number: string) => at({ volume: year, reporter, page: number }),

    /** The case of a volume that starts at or just before `page`: the opinion running through it. */
    caseBefore: (volume: number, reporter: string, page: number) => caseBefore({ volume, reporter, page }),

    /** The case of a volume that starts just after `page`: where the opinion at `page` ends. */
    caseAfter: (volume: number, reporter: string, page: number) => caseAfter({ volume, reporter, page }),

    /**
     * Cases decided in `year` whose name holds `word`, with their citation in `reporter` if they have one: a slip
     * opinion, or a recent case the corpus knows by docket before its reporter page is printed.
     */
    casesNamed: (word: string, year: number, reporter: string) => casesNamed({ word, year, reporter }),

    /** Supreme Court decisions of `years` whose name holds `word`, with their U.S. Reports citation if they have one. */
    supremeCourtDecisionsNamed: (word: string, years: number[]) => decisionsNamed({ word, years }),

    /** How many Supreme Court decisions of `year` the corpus holds: none when the built-in index was not loaded. */
    supremeCourtDecisionCount: (year: number) => decisionCount(year),

    /** Passages of later opinions citing the case that use a word of negative treatment, newest first. */
    treatmentPassages: (caseId: number) => treatmentPassages(caseId),

    /** Later opinions citing the case whose text says, by its short name, that it is overruled (ADR 027). */
    opinionsSayingOverruled: (caseId: number, shortNames: string[]) => sayingOverruled({ caseId, shortNames }),

    /** The date of the complete snapshot that declared courts covered by date filed; null when none has. */
    courtSnapshotDate: () => courtSnapshotDate(''),

    /** The courts whose citation form a parenthetical writes ('Tex. App.'), with the dates their decisions cover. */
    courtsCited: (form: string) => courtsCited(form),

    /** The decisions of a court filed on a day ('2019-09-25'), by the snapshot's clusters. */
    decisionsFiled: (courtId: string, date: string) => decisionsFiled({ courtId, date }),

    /** A case's opinions (majority, concurrences, dissents) with their type and author; empty when the corpus holds none. */
    opinionRecords: (caseId: number) => opinionsOf(caseId),

    /** The first and last page of a case's opinions, from the page markers in their texts; null when none has any. */
    async opinionPages(caseId: number): Promise<{ first: number; last: number } | null> {
      return pageRange((await opinionsOf(caseId)).flatMap((record) => pageSpans(record.text)));
    },
  };
}

/** What the checks ask of the corpus, one question at a time. */
export type CitationLookups = ReturnType<typeof lookupsThrough>;

/**
 * The corpus lookups: each question answered at once by its own query, and `forOneCheck()`, the same lookups for one
 * check of a text, whose questions asked together are answered together (a brief's citations in a few queries).
 */
export function createCitationLookupRepository(db: Db) {
  const queries = createLookupBatches(db);
  const courtDays = createCourtDayLookups(db);
  return { ...lookupsThrough(queries, courtDays, oneAtATime), forOneCheck: () => lookupsThrough(queries, courtDays, createBatcher()) };
}

export type CitationLookupRepository = ReturnType<typeof createCitationLookupRepository>;
