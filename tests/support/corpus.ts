import path from 'node:path';
import type { Db } from '../../src/server/db/client';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';

/** Four real Supreme Court opinions, cut to a few paragraphs each, that cite one another (Lawrence overrules Bowers). */
export const researchCorpusFile = path.resolve('tests/fixtures/research-corpus.jsonl');
/** The U.S. Reports index rows of volumes 410, 478, 505 and 539: the corpus then holds those volumes whole. */
export const usReportsIndexFile = path.resolve('tests/fixtures/us-reports-index.tsv');

export async function loadResearchCorpus(db: Db): Promise<void> {
  await importCorpusFile({ db, file: researchCorpusFile });
  await importCorpusFile({ db, file: usReportsIndexFile });
}
