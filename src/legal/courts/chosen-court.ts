import { FEDERAL_DISTRICTS, FLORIDA_CIRCUITS, FLORIDA_COUNTIES, NEW_YORK_SUPREME_COURT_COUNTIES } from './courts-db.generated';
import { DISTRICT_DIVISIONS } from './divisions';
import { CALIFORNIA_COUNTIES, CIRCUIT_ORDINALS, FLORIDA_CIRCUIT_COUNTIES, MAX_TEXAS_DISTRICT } from './state-courts';

/**
 * The court a lawyer chose from the list, as the intake stores it: one text, its parts joined by "|"
 * ("us-district|txnd|Dallas", "ca-superior|Los Angeles", "ny-supreme|New York", "tx-district|101|Dallas",
 * "fl-circuit|11|Miami-Dade"), so a stored intake stays the plain values it always held.
 */
export type ChosenCourt =
  | { system: 'us-district'; districtId: string; division: string | null }
  | { system: 'ca-superior'; county: string }
  | { system: 'ny-supreme'; county: string }
  | { system: 'tx-district'; district: number; county: string }
  | { system: 'fl-circuit'; circuit: number; county: string };
export type CourtSystem = ChosenCourt['system'];

/** The court system a draft in each jurisdiction chooses from; a jurisdiction not listed types its court's name. */
export const COURT_SYSTEM_OF: Readonly<Record<string, CourtSystem>> = {
  'us-federal': 'us-district',
  'us-ca': 'ca-superior',
  'us-ny': 'ny-supreme',
  'us-tx': 'tx-district',
  'us-fl': 'fl-circuit',
};

export const districtById = (id: string) => FEDERAL_DISTRICTS.find((district) => district.id === id);

// A Texas county's name as it is written: letters, spaces, a full stop or apostrophe ("De Witt", "Jim Wells").
const COUNTY_NAME = /^[A-Z][A-Za-z.' -]{0,39}$/;

export function encodeCourt(court: ChosenCourt): string {
  switch (court.system) {
    case 'us-district':
      return ['us-district', court.districtId, ...(court.division ? [court.division] : [])].join('|');
    case 'ca-superior':
    case 'ny-supreme':
      return `${court.system}|${court.county}`;
    case 'tx-district':
      return `tx-district|${court.district}|${court.county}`;
    case 'fl-circuit':
      return `fl-circuit|${court.circuit}|${court.county}`;
  }
}

/** The chosen court a stored value names, or null when it names none the list holds. */
export function parseCourt(value: string): ChosenCourt | null {
  const [system, first = '', second, ...rest] = value.split('|');
  if (rest.length > 0) return null;
  switch (system) {
    case 'us-district': {
      const divisions = DISTRICT_DIVISIONS[first]?.divisions ?? [];
      if (!districtById(first)) return null;
      if (second === undefined) return divisions.length === 0 ? { system, districtId: first, division: null } : null;
      return divisions.includes(second) ? { system, districtId: first, division: second } : null;
    }
    case 'ca-superior':
      return second === undefined && CALIFORNIA_COUNTIES.includes(first) ? { system, county: first } : null;
    case 'ny-supreme':
      return second === undefined && NEW_YORK_SUPREME_COURT_COUNTIES.includes(first) ? { system, county: first } : null;
    case 'tx-district': {
      const district = Number(first);
      const fits = /^[1-9]\d*$/.test(first) && district <= MAX_TEXAS_DISTRICT && second !== undefined && COUNTY_NAME.test(second);
      return fits ? { system, district, county: second } : null;
    }
    case 'fl-circuit': {
      const circuit = Number(first);
      const fits = FLORIDA_CIRCUITS.includes(circuit) && second !== undefined && FLORIDA_COUNTIES.includes(second);
      return fits && FLORIDA_CIRCUIT_COUNTIES[circuit]?.includes(second) ? { system, circuit, county: second } : null;
    }
    default:
      return null;
  }
}

/** Why a value names no court, in the form's words. */
export function unknownCourtMessage(label: string, value: string): string {
  const [system, first = '', second] = value.split('|');
  if (system === 'us-district' && districtById(first) && (DISTRICT_DIVISIONS[first]?.divisions.length ?? 0) > 0 && !second) {
    return `${label}: choose the division of the ${districtById(first)!.name}`;
  }
  if (system === 'fl-circuit' && second && FLORIDA_COUNTIES.includes(second)) {
    return `${label}: ${second} County is not in the ${CIRCUIT_ORDINALS[Number(first) - 1] ?? `"${first}"`} Judicial Circuit (Fla. Stat. § 26.021)`;
  }
  return `${label}: "${value.slice(0, 80)}" is not a court in the list; choose one, or type the court's full name instead`;
}

/** "1st", "2nd", "101st", "112th": how a Texas judicial district is numbered. */
export function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

/** How a chosen court heads the caption (one line each), and its name in a sentence ("before … of the {{court}}"). */
export type CourtHeading = { lines: string[]; name: string };

export function courtHeading(court: ChosenCourt): CourtHeading {
  switch (court.system) {
    case 'us-district': {
      const district = districtById(court.districtId)!;
      const division = court.division ? `${court.division} Division` : null;
      return {
        lines: ['United States District Court', district.name, ...(division ? [division] : [])],
        name: `United States District Court for the ${district.name}${division ? `, ${division}` : ''}`,
      };
    }
    case 'ca-superior':
      return { lines: ['Superior Court of the State of California', `County of ${court.county}`], name: `Superior Court of the State of California, County of ${court.county}` };
    case 'ny-supreme':
      return { lines: ['Supreme Court of the State of New York', `County of ${court.county}`], name: `Supreme Court of the State of New York, County of ${court.county}` };
    case 'tx-district':
      return {
        lines: [`In the District Court of ${court.county} County, Texas`, `${ordinal(court.district)} Judicial District`],
        name: `${ordinal(court.district)} Judicial District Court of ${court.county} County, Texas`,
      };
    case 'fl-circuit': {
      const circuit = `${CIRCUIT_ORDINALS[court.circuit - 1]} Judicial Circuit`;
      return {
        lines: [`In the Circuit Court of the ${circuit} in and for ${court.county} County, Florida`],
        name: `Circuit Court of the ${circuit} in and for ${court.county} County, Florida`,
      };
    }
  }
}

/** Whether a chosen court is one of the jurisdiction's own: a draft for Texas is not captioned in a Florida court. */
export const courtFitsJurisdiction = (court: ChosenCourt, jurisdiction: string) => COURT_SYSTEM_OF[jurisdiction] === court.system;

/**
 * The court's name in capitals, as a caption sets it, with an ordinal's ending kept ("101st JUDICIAL DISTRICT", not
 * "101ST"): capitals by text would change the number's form.
 */
export const courtInCapitals = (text: string): string => text.toUpperCase().replace(/\b(\d+)(ST|ND|RD|TH)\b/g, (_, number: string, end: string) => number + end.toLowerCase());
