import type { PreparedOpinionText } from './opinion-text';
import { MAX_OMISSION, type Literal } from './quotation-search';

// Words whose omission turns a statement round: 'is . . . absolute' cut from 'is not absolute'.
const NEGATION = /^(?:not|never|no|cannot|without|nor|neither|none|nothing|nobody|nowhere|[a-z]+n['’]t)$/i;
const WORDS = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** An omission this short that holds a negation changes what the sentence says, wherever the negation sits in it. */
const SHORT_OMISSION_WORDS = 4;

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
 * What a placement of the quotation in the opinion leaves out that a reader of the brief would need to know: an
 * ellipsis standing for more than MAX_OMISSION characters (more than a sentence or so), and an ellipsis or bracket
 * that drops a negation ('not', 'never', 'cannot', '-n't', 'without'...). Each problem is a sentence for the writer.
 */
export function omissionProblems(prepared: PreparedOpinionText, literals: readonly Literal[], positions: readonly number[]): string[] {
  const problems: string[] = [];
  const { cleaned, origin } = prepared;
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
