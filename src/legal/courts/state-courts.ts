/**
 * State trial courts the picker offers, each list with its source. New York's counties and Florida's circuits and
 * counties are courts-db's (courts-db.generated.ts); the rest is from the constitution or statute named.
 */

/** California's 58 counties, each with its superior court (Cal. Const., art. VI, § 4: "In each county there is a superior court"). */
export const CALIFORNIA_COUNTIES: readonly string[] = [
  'Alameda', 'Alpine', 'Amador', 'Butte', 'Calaveras', 'Colusa', 'Contra Costa', 'Del Norte', 'El Dorado', 'Fresno',
  'Glenn', 'Humboldt', 'Imperial', 'Inyo', 'Kern', 'Kings', 'Lake', 'Lassen', 'Los Angeles', 'Madera', 'Marin',
  'Mariposa', 'Mendocino', 'Merced', 'Modoc', 'Mono', 'Monterey', 'Napa', 'Nevada', 'Orange', 'Placer', 'Plumas',
  'Riverside', 'Sacramento', 'San Benito', 'San Bernardino', 'San Diego', 'San Francisco', 'San Joaquin',
  'San Luis Obispo', 'San Mateo', 'Santa Barbara', 'Santa Clara', 'Santa Cruz', 'Shasta', 'Sierra', 'Siskiyou',
  'Solano', 'Sonoma', 'Stanislaus', 'Sutter', 'Tehama', 'Trinity', 'Tulare', 'Tuolumne', 'Ventura', 'Yolo', 'Yuba',
];

/**
 * The counties of each of Florida's twenty judicial circuits (Fla. Stat. § 26.021), under courts-db's spelling of the
 * county ("De Soto").
 */
export const FLORIDA_CIRCUIT_COUNTIES: Readonly<Record<number, readonly string[]>> = {
  1: ['Escambia', 'Okaloosa', 'Santa Rosa', 'Walton'],
  2: ['Franklin', 'Gadsden', 'Jefferson', 'Leon', 'Liberty', 'Wakulla'],
  3: ['Columbia', 'Dixie', 'Hamilton', 'Lafayette', 'Madison', 'Suwannee', 'Taylor'],
  4: ['Clay', 'Duval', 'Nassau'],
  5: ['Citrus', 'Hernando', 'Lake', 'Marion', 'Sumter'],
  6: ['Pasco', 'Pinellas'],
  7: ['Flagler', 'Putnam', 'St. Johns', 'Volusia'],
  8: ['Alachua', 'Baker', 'Bradford', 'Gilchrist', 'Levy', 'Union'],
  9: ['Orange', 'Osceola'],
  10: ['Hardee', 'Highlands', 'Polk'],
  11: ['Miami-Dade'],
  12: ['De Soto', 'Manatee', 'Sarasota'],
  13: ['Hillsborough'],
  14: ['Bay', 'Calhoun', 'Gulf', 'Holmes', 'Jackson', 'Washington'],
  15: ['Palm Beach'],
  16: ['Monroe'],
  17: ['Broward'],
  18: ['Brevard', 'Seminole'],
  19: ['Indian River', 'Martin', 'Okeechobee', 'St. Lucie'],
  20: ['Charlotte', 'Collier', 'Glades', 'Hendry', 'Lee'],
};

/** A Florida circuit as its caption names it: "the Eleventh Judicial Circuit". */
export const CIRCUIT_ORDINALS: readonly string[] = [
  'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth',
  'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth', 'Nineteenth', 'Twentieth',
];

/**
 * Texas's district courts are numbered judicial districts created by statute (Tex. Gov't Code ch. 24, subch. C), each
 * naming the counties it serves. That list is not held here: the lawyer gives the number and the county as the
 * court's docket shows them, and neither is checked against the statute.
 */
export const TEXAS_DISTRICT_SOURCE = "Tex. Gov't Code ch. 24, subch. C";
export const MAX_TEXAS_DISTRICT = 999;
