/** Words that never identify a party on their own: governments, offices, places and generic nouns. */
const GENERIC_WORDS = new Set(
  (
    'United States America State States Commonwealth People City County Town Village Board Department Dept ' +
    'Commissioner Secretary Director Attorney General Government Republic Nation Tribe District Court Inc Co ' +
    'Corp Corporation Company Association New North South West East Rhode Puerto Alabama Alaska Arizona ' +
    'Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas ' +
    'Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska ' +
    'Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming ' +
    'Carolina Dakota Jersey Hampshire Mexico York Island Rico Columbia In re Ex parte Estate Matter The'
  ).split(' '),
);

/**
 * The words a later opinion uses to call a case by a short name: the first distinctive word of each party
 * ('Roe v. Wade' → Roe, Wade; 'Planned Parenthood of Southeastern Pa. v. Casey' → Planned, Casey).
 */
export function shortNamesOf(caseName: string): string[] {
  const names: string[] = [];
  for (const party of caseName.split(/\s+v\.?\s+/i)) {
    const word = party
      .split(/[\s,.]+/)
      .find((candidate) => /^[A-Z][A-Za-z'’-]{2,}$/.test(candidate) && !GENERIC_WORDS.has(candidate));
    if (word) names.push(word);
  }
  return names;
}
