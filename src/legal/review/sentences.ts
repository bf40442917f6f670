/** A sentence of a text, verbatim, with where it starts (so a quotation is always the document's own words). */
export interface Sentence {
  text: string;
  start: number;
}

/**
 * Abbreviations legal prose ends with a period mid-sentence ("Cal. Civ. Code § 1995.260", "Smith v. Jones",
 * "Acme, Inc. shall"), compared in lower case without the period.
 */
const ABBREVIATIONS = new Set(
  `v vs inc co corp ltd llc llp no nos sec secs art arts para paras ch cl cal civ proc stat ann rev ed eds fed supp app
  ct u.s s.ct l.ed cir dist mr mrs ms dr st e.g i.e etc cf id al jan feb mar apr jun jul aug sep sept oct nov dec
  approx p pp`.split(/\s+/),
);

/** A place a sentence may end: terminal punctuation, closing quotes or brackets, then space. */
const BOUNDARY = /[.!?]["”’')\]]*\s+/g;

function endsWithAbbreviation(before: string): boolean {
  const word = /(\S+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
  const bare = word.replace(/^[("“‘]+/, '').replace(/\.$/, '');
  // A single letter is an initial ("John Q. Public") or a list marker ("(a)."), not a sentence.
  return ABBREVIATIONS.has(bare) || /^[a-z]$/.test(bare);
}

/** The sentences of a text in order; a sentence ends at . ! or ? followed by space and a capital, digit or quote. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    const next = text[end] ?? '';
    if (!/[A-Z0-9"“‘(§]/.test(next)) continue;
    if (match[0].startsWith('.') && endsWithAbbreviation(text.slice(start, match.index))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push({ text: sentence, start });
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push({ text: rest, start });
  return sentences;
}
