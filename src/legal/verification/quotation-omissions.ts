import type { PreparedOpinionText } from './opinion-text';
import { MAX_OMISSION, type Literal } from './quotation-search';

// Words whose omission turns a statement round: 'is . . . absolute' cut from 'is not absolute'.
const NEGATION = /^(?:not|never|no|cannot|without|nor|neither|none|nothing|nobody|nowhere|[a-z]+n['’]t)$/i;
const WORDS = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** An omission this short that holds a negation changes what the sentence says, wherever the negation sits in it. */
const SHORT_OMISSION_WORDS = 4;
/**
 * Words on which a statement turns without being negations: conditions, exceptions, limits and modals. A bracket that
 * puts one in place of another ('[if]' for 'unless') changes the holding; a quotation that starts right after a
 * limiting one (quoting 'disputes over facts...' from 'Only disputes over facts...') widens it.
 */
const TURNING = /^(?:unless|except|if|only|solely|merely|until|may|must|shall)$/i;
// Not 'no' or 'not': 'genuine issue of material fact' is rightly quoted from 'no genuine issue of material fact'.
const LIMITING = /^(?:only|solely|merely|exclusively)$/i;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The opinion's words from searchable position `from` to `to`, widened to whole words. */
function wordsBetween(prepared: PreparedOpinionText, from: number, to: number): string {
  const { cleaned, origin } = prepared;
  let start = origin[Math.max(0, from)] ?? 0;
  let end = (origin[Math.min(origin.length - 1, to - 1)] ?? cleaned.length - 1) + 1;
  while (start > 0 && /[\p{L}\p{N}'’]/u.test(cleaned[start - 1]!)) start -= 1;
  while (end < cleaned.length && /[\p{L}\p{N}'’]/u.test(cleaned[end]!)) end += 1;
  return collapse(cleaned.slice(start, end));
}

/** Which negations an omission leaves out that change the meaning; none when it drops a clause that merely holds one. */
function omittedNegations(omitted: string): string[] {
  const words = omitted.match(WORDS) ?? [];
  const negations = words.filter((word) => NEGATION.test(word));
  if (negations.length === 0) return [];
  const atEdge = NEGATION.test(words[0] ?? '') || NEGATION.test(words.at(-1) ?? '');
  return words.length <= SHORT_OMISSION_WORDS || atEdge ? negations : [];
}

/**
 * How a bracket changes a turning word of the opinion: the words it stands for lose one ('[if]' for 'unless'), or it
 * brings in one, or a negation, that the opinion does not have there ('[not]'). Null when it keeps the sense; a lost
 * negation is the negation rule's to report.
 */
function turningWordChange(replaced: string[], bracketed: string[]): string | null {
  const kept = new Set(bracketed.map((word) => word.toLowerCase()));
  const had = new Set(replaced.map((word) => word.toLowerCase()));
  const lost = [...had].filter((word) => TURNING.test(word) && !kept.has(word));
  if (lost.length > 0) return `stands for ${lost.map((word) => `“${word}”`).join(' and ')} in the opinion`;
  const hadNegation = [...had].some((word) => NEGATION.test(word));
  const added = [...kept].filter((word) => (TURNING.test(word) || (NEGATION.test(word) && !hadNegation)) && !had.has(word));
  return added.length > 0 ? `brings in ${added.map((word) => `“${word}”`).join(' and ')}, which the opinion does not have there` : null;
}

/**
 * A limiting word ('Only', 'solely') right before where the quotation starts in the opinion, with nothing but
 * spaces or quotation marks between (so in the same sentence): left out, it widens what the quoted words say
 * (Anderson's 'Only disputes over facts that might affect the outcome'). Null when there is none.
 */
export function droppedLeadingWord(prepared: PreparedOpinionText, firstPosition: number): string | null {
  const { cleaned, origin } = prepared;
  let at = origin[firstPosition] ?? 0;
  // Back to the start of the word the quotation starts in ('[D]isputes' starts inside 'disputes').
  while (at > 0 && /[\p{L}\p{N}'’]/u.test(cleaned[at - 1]!)) at -= 1;
  const before = /([\p{L}'’]+)[\s“"‘']*$/u.exec(cleaned.slice(Math.max(0, at - 40), at));
  return before && LIMITING.test(before[1]!) ? before[1]! : null;
}

/**
 * What a placement of the quotation in the opinion leaves out that a reader of the brief would need to know: an
 * ellipsis standing for more than MAX_OMISSION characters (more than a sentence or so), an ellipsis or bracket that
 * drops a negation ('not', 'never', 'cannot', '-n't', 'without'...), a bracket that changes a turning word ('[if]' for
 * 'unless'), and a limiting word left off just before the quotation ('Only'). Each problem is a sentence for the writer.
 */
export function omissionProblems(prepared: PreparedOpinionText, literals: readonly Literal[], positions: readonly number[]): string[] {
  const problems: string[] = [];
  const { cleaned, origin } = prepared;
  const leading = droppedLeadingWord(prepared, positions[0] ?? 0);
  if (leading) {
    const opening = wordsBetween(prepared, positions[0] ?? 0, (positions[0] ?? 0) + Math.min(40, literals[0]?.text.length ?? 0));
    problems.push(`The quotation leaves out the “${leading}” just before it, which limits what it says: the opinion reads “${leading} ${opening}”.`);
  }
  for (let index = 1; index < literals.length; index += 1) {
    const literal = literals[index]!;
    const previous = literals[index - 1]!;
    const previousEnd = positions[index - 1]! + previous.text.length;
    const start = positions[index]!;
    const omitted = cleaned.slice((origin[previousEnd - 1] ?? -1) + 1, origin[start] ?? cleaned.length);
    const before = wordsBetween(prepared, Math.max(positions[index - 1]!, previousEnd - 30), previousEnd);
    const length = collapse(omitted).length;
    if (literal.ellipsis && length > MAX_OMISSION) {
      problems.push(
        `The ellipsis after “${before}” leaves out ${length.toLocaleString('en-US')} characters of the opinion; an ellipsis may stand for a sentence or so (at most ${MAX_OMISSION} characters), not more.`,
      );
    }
    const bracketed = literal.brackets.join(' ').match(WORDS) ?? [];
    const change = literal.ellipsis ? null : turningWordChange(omitted.match(WORDS) ?? [], bracketed);
    if (change) {
      const reads = wordsBetween(prepared, Math.max(positions[index - 1]!, previousEnd - 20), Math.min(start + 20, start + literal.text.length));
      problems.push(`The bracketed “[${literal.brackets.join('][')}]” ${change}, which changes what it says: the opinion reads “${reads}”.`);
    }
    // A bracket that puts a negation of its own in place of one ('[no]' for 'not') keeps the sense.
    const keepsNegation = !literal.ellipsis && bracketed.some((kept) => NEGATION.test(kept));
    const negations = keepsNegation ? [] : omittedNegations(omitted);
    if (negations.length > 0) {
      const reads = length <= 80 ? wordsBetween(prepared, Math.max(positions[index - 1]!, previousEnd - 20), Math.min(start + 20, start + literal.text.length)) : null;
      const what = literal.ellipsis ? 'The ellipsis' : `The bracketed “[${literal.brackets.join('][')}]”`;
      const dropped = [...new Set(negations.map((word) => word.toLowerCase()))].map((word) => `“${word}”`).join(' and ');
      problems.push(`${what} leaves out ${dropped}, which turns the statement round${reads ? `: the opinion reads “${reads}”` : ''}.`);
    }
  }
  return problems;
}
