/**
 * The divisions Congress made of a federal district, by courts-db id, each list from its section of 28 U.S.C.
 * (§§ 81–131 name every district's divisions, or the places where court is held when it has none). Only the sections
 * read are here: a district not listed is offered without a division, and the picker says where the list comes from.
 */
export const DISTRICT_DIVISIONS: Readonly<Record<string, { divisions: readonly string[]; source: string }>> = {
  // Central District of California: Western, Southern and Eastern Divisions. The Northern, Eastern and Southern
  // Districts have no divisions; their court is held at the places § 84 names.
  cacd: { divisions: ['Eastern', 'Southern', 'Western'], source: '28 U.S.C. § 84(c)' },
  ilnd: { divisions: ['Eastern', 'Western'], source: '28 U.S.C. § 93(a)' },
  txnd: { divisions: ['Abilene', 'Amarillo', 'Dallas', 'Fort Worth', 'Lubbock', 'San Angelo', 'Wichita Falls'], source: '28 U.S.C. § 124(a)' },
  txsd: { divisions: ['Brownsville', 'Corpus Christi', 'Galveston', 'Houston', 'Laredo', 'McAllen', 'Victoria'], source: '28 U.S.C. § 124(b)' },
  txed: { divisions: ['Beaumont', 'Lufkin', 'Marshall', 'Sherman', 'Texarkana', 'Tyler'], source: '28 U.S.C. § 124(c)' },
  txwd: { divisions: ['Austin', 'Del Rio', 'El Paso', 'Midland-Odessa', 'Pecos', 'San Antonio', 'Waco'], source: '28 U.S.C. § 124(d)' },
};

/** Districts whose statute makes no divisions (court is held at named places): offered without one, by design. */
export const DISTRICTS_WITHOUT_DIVISIONS: Readonly<Record<string, string>> = {
  cand: '28 U.S.C. § 84(a)', caed: '28 U.S.C. § 84(b)', casd: '28 U.S.C. § 84(d)',
  nynd: '28 U.S.C. § 112(a)', nyed: '28 U.S.C. § 112(c)', nysd: '28 U.S.C. § 112(b)', nywd: '28 U.S.C. § 112(d)',
  flnd: '28 U.S.C. § 89(a)', flmd: '28 U.S.C. § 89(b)', flsd: '28 U.S.C. § 89(c)',
};
