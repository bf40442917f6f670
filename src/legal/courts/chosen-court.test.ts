import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courtChoicesFor } from './choices';
import { courtHeading, courtInCapitals, encodeCourt, ordinal, parseCourt, unknownCourtMessage } from './chosen-court';
import { FEDERAL_DISTRICTS, FLORIDA_COUNTIES } from './courts-db.generated';
import { FLORIDA_CIRCUIT_COUNTIES } from './state-courts';

const heading = (value: string) => courtHeading(parseCourt(value)!).lines.map(courtInCapitals);

describe('the court a lawyer chooses heads the caption as each court system writes it', () => {
  it('names a federal district and its division', () => {
    expect(heading('us-district|txnd|Dallas')).toEqual(['UNITED STATES DISTRICT COURT', 'NORTHERN DISTRICT OF TEXAS', 'DALLAS DIVISION']);
    expect(heading('us-district|nysd')).toEqual(['UNITED STATES DISTRICT COURT', 'SOUTHERN DISTRICT OF NEW YORK']);
    expect(courtHeading(parseCourt('us-district|txnd|Dallas')!).name).toBe('United States District Court for the Northern District of Texas, Dallas Division');
  });

  it('names the county of a California superior court and of the New York Supreme Court', () => {
    expect(heading('ca-superior|Los Angeles')).toEqual(['SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'COUNTY OF LOS ANGELES']);
    expect(heading('ny-supreme|New York')).toEqual(['SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF NEW YORK']);
  });

  it("names a Texas district court's county and judicial district, its ordinal kept in capitals", () => {
    expect(heading('tx-district|101|Dallas')).toEqual(['IN THE DISTRICT COURT OF DALLAS COUNTY, TEXAS', '101st JUDICIAL DISTRICT']);
    expect([1, 2, 3, 11, 12, 13, 22, 101, 112, 193].map(ordinal)).toEqual(['1st', '2nd', '3rd', '11th', '12th', '13th', '22nd', '101st', '112th', '193rd']);
  });

  it("names a Florida circuit by its ordinal and the county it sits in for", () => {
    expect(heading('fl-circuit|11|Miami-Dade')).toEqual(['IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA']);
  });

  it('reads back every court it writes', () => {
    for (const court of ['us-district|txnd|Dallas', 'us-district|cand', 'ca-superior|San Francisco', 'ny-supreme|Kings', 'tx-district|193|Dallas', 'fl-circuit|17|Broward']) {
      expect(encodeCourt(parseCourt(court)!)).toBe(court);
    }
  });
});

describe('a court not in the list is refused with the reason', () => {
  it.each([
    ['us-district|txnd|Houston', null],
    ['us-district|txnd', 'choose the division of the Northern District of Texas'],
    ['us-district|xxd', 'is not a court in the list'],
    ['ca-superior|Gotham', 'is not a court in the list'],
    ['fl-circuit|11|Broward', 'Broward County is not in the Eleventh Judicial Circuit (Fla. Stat. § 26.021)'],
    ['tx-district|0|Dallas', 'is not a court in the list'],
    ['tx-district|101|', 'is not a court in the list'],
  ])('%s', (value, message) => {
    expect(parseCourt(value)).toBeNull();
    if (message) expect(unknownCourtMessage('Court', value)).toContain(message);
  });
});

describe('the choice lists say where they come from', () => {
  it('offers the districts with their statutory divisions, and the source of each list', () => {
    const federal = courtChoicesFor('us-federal');
    expect(federal?.source).toMatch(/courts-db.*28 U\.S\.C\. §§ 84\(c\), 93\(a\) and 124/);
    if (federal?.system !== 'us-district') throw new Error('federal courts are district courts');
    const txnd = federal.districts.find((district) => district.id === 'txnd')!;
    expect(txnd.divisions).toContain('Dallas');
    expect(txnd.divisionNote).toBe('Divisions: 28 U.S.C. § 124(a).');
    expect(federal.districts.find((district) => district.id === 'nysd')?.divisionNote).toMatch(/No statutory divisions \(28 U\.S\.C\. § 112\(b\)\)/);
    expect(courtChoicesFor('us-ca')?.source).toContain('Cal. Const., art. VI, § 4');
    expect(courtChoicesFor('us-tx')?.source).toContain("Tex. Gov't Code ch. 24");
    expect(courtChoicesFor('us-il')).toBeNull();
  });

  it("puts each of Florida's 67 counties in exactly one circuit", () => {
    const placed = Object.values(FLORIDA_CIRCUIT_COUNTIES).flat();
    expect([...placed].sort()).toEqual([...FLORIDA_COUNTIES]);
  });
});

const COURTS_JSON = process.env.COURTS_DB_PATH ?? resolve(__dirname, '../../../../shared/data/courts-db/courts.json');

describe.skipIf(!existsSync(COURTS_JSON))('the generated list is courts-db as it is', () => {
  it('holds every district court courts-db lists as sitting, under its citation form', () => {
    const courts = JSON.parse(readFileSync(COURTS_JSON, 'utf8')) as { id: string; citation_string: string }[];
    for (const district of FEDERAL_DISTRICTS) {
      expect(courts.find((court) => court.id === district.id)?.citation_string).toBe(district.citation);
    }
    expect(FEDERAL_DISTRICTS.length).toBe(94);
  });
});
if (!existsSync(COURTS_JSON)) console.log(`courts-db not found at ${COURTS_JSON}: the generated list is not compared with it`);
