/**
 * The searchable terms of English legal prose: lower case, stop words and the words every question is phrased with
 * ("what does the lease say about…") dropped, then stemmed so "assign", "assigned" and "assignment" meet.
 */

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers him
  his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out
  over own same she should so some such than that the their theirs them then there these they this those through to
  too under until up very was we were what when where which while who whom whose why will with would you your yours
  shall may must`.split(/\s+/),
);

/**
 * Words a question is asked with but that say nothing about what it asks: "what does the document say about X",
 * "tell me whether X", "find the clause about X", "how must X be given". Dropped because a question word the
 * documents lack would otherwise weigh as much as a missing subject and mark an answered question unanswered. Words that can be the subject ("term", "state", "section") stay.
 */
const QUESTION_WORDS = new Set(
  `say says said saying tell explain describe mention mentions mentioned discuss discusses regarding concerning
  document documents passage passages text find show list please clause clauses provision provisions contain
  contains give given gives make made makes get gets happen happens mean means`.split(/\s+/),
);

/** Derivational endings removed after the inflections, longest first, each only when enough of the word is left. */
const SUFFIXES: Array<[suffix: string, minStem: number]> = [
  ['ational', 3],
  ['ation', 3],
  ['ition', 3],
  ['ment', 3],
  ['ness', 3],
  ['ity', 4],
  ['ate', 3],
  ['ion', 3],
  ['ly', 4],
  ['al', 4],
];

/** Inflections off: plurals, -ing, -ed and a doubled final consonant ("resetting", "resets" and "reset" meet). */
export function stripInflections(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (/([b-df-hj-km-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * A light English stemmer (inflections, then common derivational endings): far smaller than Porter's, enough for
 * clause vocabulary ("terminated", "termination" and "terminate" all become "termin").
 */
export function stem(word: string): string {
  let w = stripInflections(word);
  if (w.endsWith('at') && w.length > 4) w = `${w}e`; // "terminated" → "terminate", which the suffixes then meet
  for (const [suffix, minStem] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= minStem) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The words of a text, lower case, apostrophes dropped ("tenant's" → "tenants"). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

/** The indexed terms of a passage, in order (repeats kept: they are the term frequencies). */
export function passageTerms(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** The content terms of a question, each once: what a passage must contain to answer it. */
export function questionTerms(question: string): string[] {
  const words = wordsOf(question).filter((word) => !STOP_WORDS.has(word) && !QUESTION_WORDS.has(word));
  return [...new Set(words.map(stem))];
}
