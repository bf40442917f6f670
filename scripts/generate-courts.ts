/**
 * Writes src/legal/courts/courts-db.generated.ts from Free Law Project's courts-db: the United States district courts
 * sitting today, New York's Supreme Court by county, and Florida's twenty circuit courts and its counties. The court
 * picker offers these; the divisions and the counties of a circuit come from the statutes (src/legal/courts).
 *
 * Usage: npx tsx scripts/generate-courts.ts. COURTS_DB_PATH names courts.json (default
 * ../shared/data/courts-db/courts.json beside the repository).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED_PATH = join(ROOT, 'src/legal/courts/courts-db.generated.ts');
const COURTS_JSON = process.env.COURTS_DB_PATH ?? resolve(ROOT, '../shared/data/courts-db/courts.json');

type RawCourt = {
  id: string; name: string; citation_string: string; location: string; system: string; type: string;
  dates: { end: string | null }[];
};

const courts = JSON.parse(readFileSync(COURTS_JSON, 'utf8')) as RawCourt[];
// A court re-established after a gap lists several periods: it sits today when its last one has no end.
const sitting = (court: RawCourt) => court.dates.at(-1)?.end === null;

// "N.D. Tex." names the Northern District; "D. Mass." a state's only one.
const PREFIXES: Record<string, string> = { N: 'Northern', S: 'Southern', E: 'Eastern', W: 'Western', M: 'Middle', C: 'Central' };

function districtName(court: RawCourt): string {
  const place = court.location === 'Washington D.C.' ? 'Columbia' : court.location;
  const part = /^([NSEWMC])\.\s?D\./.exec(court.citation_string)?.[1];
  return part ? `${PREFIXES[part]} District of ${place}` : `District of ${place}`;
}

const districts = courts
  .filter((court) => court.system === 'federal' && court.type === 'trial' && sitting(court) && court.id !== 'usdistct')
  .filter((court) => court.citation_string !== '')
  .map((court) => ({ id: court.id, name: districtName(court), citation: court.citation_string, state: court.location }))
  .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));

const COUNTY_WORDS = /^(?:New York )?Supreme Court,?\s*|\s*(?:County|Special Term)$/g;
const nyCounties = courts
  .filter((court) => /^nysu(?:p|pr)ct[a-z]+$/.test(court.id))
  .map((court) => court.name.replace(COUNTY_WORDS, '').replace(COUNTY_WORDS, '').trim())
  .map((name) => (name === 'St. Lawrence' || name === 'St Lawrence' ? 'St. Lawrence' : name))
  .sort();

const flCircuits = courts
  .filter((court) => /^flacirct\d+$/.test(court.id))
  .map((court) => Number(court.id.slice('flacirct'.length)))
  .sort((a, b) => a - b);
const flCounties = courts
  .filter((court) => /^flactyct\d+$/.test(court.id))
  .map((court) => court.name.replace(/ County Court(?:, FL)?$/, ''))
  .sort();

const version = readFileSync(join(dirname(COURTS_JSON), 'VERSION'), 'utf8').trim();
const licence = readFileSync(join(dirname(COURTS_JSON), 'LICENSE'), 'utf8').trim().split('\n').map((line) => `// ${line}`.trimEnd());
const list = (values: unknown[]) => `[\n${values.map((value) => `  ${JSON.stringify(value)},`).join('\n')}\n]`;

writeFileSync(GENERATED_PATH, [
  '// GENERATED FILE: do not edit. Regenerate with `npx tsx scripts/generate-courts.ts`',
  '// (COURTS_DB_PATH names courts.json; default ../shared/data/courts-db/courts.json).',
  `// Source: Free Law Project courts-db, VERSION ${version}. courts-db is under the BSD 2-Clause licence:`,
  ...licence,
  '',
  `export const COURTS_DB_VERSION = ${JSON.stringify(version.split(' ')[1] ?? version)};`,
  '',
  '/** The United States district courts sitting today: courts-db id, name, citation form and state. */',
  `export const FEDERAL_DISTRICTS: readonly { id: string; name: string; citation: string; state: string }[] = ${list(districts)};`,
  '',
  '/** The counties in which New York\'s Supreme Court sits, as courts-db names its parts. */',
  `export const NEW_YORK_SUPREME_COURT_COUNTIES: readonly string[] = ${list(nyCounties)};`,
  '',
  '/** Florida\'s judicial circuits, by number, and its counties (a county court in each). */',
  `export const FLORIDA_CIRCUITS: readonly number[] = ${JSON.stringify(flCircuits)};`,
  `export const FLORIDA_COUNTIES: readonly string[] = ${list(flCounties)};`,
  '',
].join('\n'));
console.log(`${districts.length} district courts, ${nyCounties.length} New York counties, ${flCircuits.length} Florida circuits, ${flCounties.length} Florida counties`);
