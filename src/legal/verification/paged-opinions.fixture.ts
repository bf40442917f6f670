import { readFileSync } from 'node:fs';
import path from 'node:path';

type OpinionRecord = { citation: string | null; name: string; type: string | null; author: string | null; text: string };

/**
 * Real opinions from the corpus files (/work/shared/data/scotus), kept whole in tests/fixtures/paged-opinions.jsonl:
 * Rock v. Arkansas, 483 U.S. 44 (1987), as Justia prints it, with page markers and Chief Justice Rehnquist's dissent
 * in the same text; and Baldwin v. Reese, 541 U.S. 27 (2004), whose opinion of the Court and Justice Stevens's
 * dissent are separate records.
 */
const records: OpinionRecord[] = readFileSync(path.resolve('tests/fixtures/paged-opinions.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as OpinionRecord);

const record = (citation: string, type: string | null) => {
  const found = records.find((candidate) => candidate.citation === citation && candidate.type === type);
  if (!found) throw new Error(`no ${type ?? 'combined'} opinion of ${citation} in the fixture`);
  return found;
};

export const ROCK_V_ARKANSAS = record('483 U.S. 44', null).text;
export const BALDWIN_V_REESE = record('541 U.S. 27', 'Opinion');
export const BALDWIN_V_REESE_DISSENT = record('541 U.S. 27', 'Dissent');
