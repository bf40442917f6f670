/**
 * Writes src/legal/citations/reporters-db.generated.ts from Free Law Project's reporters-db: every reporter, its
 * editions with their years, its variant spellings, and the journal and law abbreviations (so that '123 Harv. L.
 * Rev. 456' is not taken for a case in an unknown reporter).
 *
 * Usage: npx tsx scripts/generate-reporters.ts. REPORTERS_DB_PATH names reporters.json (default
 * ../shared/data/reporters-db/reporters.json beside the repository); state names come from courts-db's states.json
 * next to it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_PATH = join(ROOT, 'src/legal/citations/reporters-db.generated.ts');
export const DEFAULT_REPORTERS_JSON = resolve(ROOT, '../shared/data/reporters-db/reporters.json');
// reporters-db writes 1750-01-01 where it does not know when an edition began.
const UNKNOWN_START = 1750;

type RawEdition = { start: string | null; end: string | null };
type RawReporter = {
  name: string;
  cite_type: string;
  editions: Record<string, RawEdition>;
  variations: Record<string, string>;
  mlz_jurisdiction: string[];
};
type RawAbbreviated = Array<{ variations?: string[] }>;

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * The state of a state or neutral reporter's first court ('us:il;supreme.court' → Illinois); null for federal,
 * regional and specialty reporters, whose first court says nothing of where their cases come from.
 */
function stateOf(reporter: RawReporter, states: Record<string, string>): string | null {
  if (reporter.cite_type !== 'state' && reporter.cite_type !== 'neutral') return null;
  const code = /^us:([a-z]{2})[;:]/.exec(reporter.mlz_jurisdiction[0] ?? '')?.[1];
  return code ? (states[code.toUpperCase()] ?? null) : null;
}

/** The module's text for the reporters-db at `reportersJson`, byte for byte what is committed. */
export function renderReportersModule(reportersJson: string): string {
  const dir = dirname(reportersJson);
  const reporters = readJson<Record<string, RawReporter[]>>(reportersJson);
  const states = readJson<Record<string, string>>(join(dir, '../courts-db/states.json'));
  const version = readFileSync(join(dir, 'VERSION'), 'utf8').trim();
  const courtsVersion = readFileSync(join(dir, '../courts-db/VERSION'), 'utf8').trim();
  const licence = readFileSync(join(dir, 'LICENSE'), 'utf8').trim();

  const rows = Object.keys(reporters)
    .sort()
    .flatMap((key) =>
      (reporters[key] ?? []).map((reporter) => {
        const editions = Object.entries(reporter.editions).map(([abbreviation, edition]) => {
          const start = yearOf(edition.start);
          return [abbreviation, start === UNKNOWN_START ? null : start, yearOf(edition.end)];
        });
        const variations = Object.entries(reporter.variations).sort(([a], [b]) => a.localeCompare(b));
        return JSON.stringify([reporter.name, reporter.cite_type, stateOf(reporter, states), editions, variations]);
      }),
    );
  const laws = readJson<Record<string, RawAbbreviated>>(join(dir, 'laws.json'));
  const journals = readJson<Record<string, RawAbbreviated>>(join(dir, 'journals.json'));
  const spellings = (source: Record<string, RawAbbreviated>) => {
    const all = new Set<string>();
    for (const [key, entries] of Object.entries(source)) {
      all.add(key);
      entries.forEach((entry) => entry.variations?.forEach((variation) => all.add(variation)));
    }
    return [...all].sort();
  };

  return [
    '// GENERATED FILE: do not edit. Regenerate with `npx tsx scripts/generate-reporters.ts`',
    '// (REPORTERS_DB_PATH names reporters.json; default ../shared/data/reporters-db/reporters.json).',
    `// Source: Free Law Project reporters-db, VERSION ${version}; state names from courts-db, VERSION ${courtsVersion}.`,
    '// reporters-db is under the BSD 2-Clause licence, whose notice follows:',
    ...licence.split('\n').map((line) => `// ${line}`.trimEnd()),
    '',
    "import type { DbReporterRow } from './reporters-db-types';",
    '',
    `export const REPORTERS_DB_VERSION = ${JSON.stringify(version)};`,
    '',
    '/** [name, cite type, state, editions [abbreviation, start year, end year], variations [spelling, edition]]. */',
    'export const REPORTERS_DB: readonly DbReporterRow[] = [',
    ...rows.map((row) => `  ${row},`),
    '];',
    '',
    '/** Abbreviations of laws in reporters-db: citation-shaped, but not case reporters. */',
    `export const LAWS: readonly string[] = ${JSON.stringify(spellings(laws))};`,
    '',
    '/** Abbreviations of journals and law reviews in reporters-db: citation-shaped, but not case reporters. */',
    `export const JOURNALS: readonly string[] = ${JSON.stringify(spellings(journals))};`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = process.env.REPORTERS_DB_PATH ?? DEFAULT_REPORTERS_JSON;
  writeFileSync(GENERATED_PATH, renderReportersModule(source));
  console.log(`Wrote ${GENERATED_PATH} from ${source}`);
}
