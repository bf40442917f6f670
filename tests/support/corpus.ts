import path from 'node:path';
import type { Db } from '../../src/server/db/client';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';

/** Four real Supreme Court opinions, cut to a few paragraphs each, that cite one another (Lawrence overrules Bowers). */
export const researchCorpusFile = path.resolve('tests/fixtures/research-corpus.jsonl');
/** The U.S. Reports index rows of volumes 410, 478, 505 and 539: the corpus then holds those volumes whole. */
export const usReportsIndexFile = path.resolve('tests/fixtures/us-reports-index.tsv');

/**
 * Whole real opinions with Justia's page markers and separate opinions: Rock v. Arkansas, 483 U.S. 44 (1987), and
 * Baldwin v. Reese, 541 U.S. 27 (2004), whose opinion of the Court and dissent are separate records.
 */
export const pagedOpinionsFile = path.resolve('tests/fixtures/paged-opinions.jsonl');

export async function loadResearchCorpus(db: Db): Promise<void> {
  await importCorpusFile({ db, file: researchCorpusFile });
  await importCorpusFile({ db, file: usReportsIndexFile });
}
