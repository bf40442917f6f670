import { COURTS_DB_VERSION, FEDERAL_DISTRICTS, NEW_YORK_SUPREME_COURT_COUNTIES } from './courts-db.generated';
import { COURT_SYSTEM_OF } from './chosen-court';
import { DISTRICT_DIVISIONS, DISTRICTS_WITHOUT_DIVISIONS } from './divisions';
import { CALIFORNIA_COUNTIES, CIRCUIT_ORDINALS, FLORIDA_CIRCUIT_COUNTIES, TEXAS_DISTRICT_SOURCE } from './state-courts';

const COURTS_DB = `Free Law Project courts-db (${COURTS_DB_VERSION})`;

export type DistrictChoice = { id: string; name: string; state: string; divisions: readonly string[]; divisionNote: string };

/** What the court picker offers for a jurisdiction, and where each list comes from (shown under the picker). */
export type CourtChoices =
  | { system: 'us-district'; districts: DistrictChoice[]; source: string }
  | { system: 'ca-superior' | 'ny-supreme'; counties: readonly string[]; source: string }
  | { system: 'tx-district'; source: string }
  | { system: 'fl-circuit'; circuits: { circuit: number; name: string; counties: readonly string[] }[]; source: string };

function divisionNote(id: string): string {
  const listed = DISTRICT_DIVISIONS[id];
  if (listed) return `Divisions: ${listed.source}.`;
  const none = DISTRICTS_WITHOUT_DIVISIONS[id];
  if (none) return `No statutory divisions (${none}); a division set by local rule is not listed.`;
  return 'Divisions of this district are not listed: its section of 28 U.S.C. §§ 81–131 has not been read into VolnaDraft.';
}

/** The court list for a jurisdiction; null where the court's name is typed (Illinois and states without a pack). */
export function courtChoicesFor(jurisdiction: string): CourtChoices | null {
  switch (COURT_SYSTEM_OF[jurisdiction]) {
    case 'us-district':
      return {
        system: 'us-district',
        districts: FEDERAL_DISTRICTS.map(({ id, name, state }) => ({ id, name, state, divisions: DISTRICT_DIVISIONS[id]?.divisions ?? [], divisionNote: divisionNote(id) })),
        source: `District courts: ${COURTS_DB}. Divisions: 28 U.S.C. §§ 84(c), 93(a) and 124; other districts' divisions are not listed.`,
      };
    case 'ca-superior':
      return { system: 'ca-superior', counties: CALIFORNIA_COUNTIES, source: 'A superior court in each county (Cal. Const., art. VI, § 4); the 58 counties.' };
    case 'ny-supreme':
      return { system: 'ny-supreme', counties: NEW_YORK_SUPREME_COURT_COUNTIES, source: `The Supreme Court, general original jurisdiction (N.Y. Const., art. VI, § 7), venued by county (CPLR 503(a)); counties: ${COURTS_DB}.` };
    case 'tx-district':
      return { system: 'tx-district', source: `Judicial districts are created by statute (${TEXAS_DISTRICT_SOURCE}); give the number and county from the court's docket. They are not checked against the statute.` };
    case 'fl-circuit':
      return {
        system: 'fl-circuit',
        circuits: Object.entries(FLORIDA_CIRCUIT_COUNTIES).map(([number, counties]) => ({ circuit: Number(number), name: `${CIRCUIT_ORDINALS[Number(number) - 1]} Judicial Circuit`, counties })),
        source: `Circuits and their counties: Fla. Stat. § 26.021; circuits and counties checked against ${COURTS_DB}.`,
      };
    default:
      return null;
  }
}
