const START = '\u0001';
const STOP = '\u0002';

/** ts_headline options marking matches with control characters that cannot occur in the opinions' text. */
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** Turns a marked headline into pieces the client can render without HTML. */
export function toSnippet(headline: string): Array<{ text: string; match: boolean }> {
  const pieces: Array<{ text: string; match: boolean }> = [];
  for (const part of headline.split(START)) {
    const [matched, rest] = part.includes(STOP) ? part.split(STOP) : [null, part];
    if (matched) pieces.push({ text: matched, match: true });
    if (rest) pieces.push({ text: rest, match: false });
  }
  return pieces;
}
