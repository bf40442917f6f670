import { findReporterEdition } from './reporters';
import { isLawOrJournal, isListedJournal } from './reporters-db';

/**
 * Words that make an abbreviation a journal's (Bluebook T13): Review, Journal, Quarterly, Forum, and the subject
 * words of the health, policy and rights journals that reporters-db's list leaves out. 'L.' alone is not enough:
 * 'I.B.L.A.' is an agency's reports.
 */
const JOURNAL_WORDS = new Set(['Rev', 'J', 'Q', 'Forum', 'Health', 'Med', 'Pol’y', "Pol'y", 'Rts', 'Scholar', 'Bull']);

/**
 * Whether an abbreviation names a journal or law review: one reporters-db lists ('Harv. L. Rev.'), or one with a
 * journal word after its first word ('N.Y.L.F.', 'Am.J.Pub.Health'). A reporter the
 * compact table or reporters-db knows ('L. Ed.', 'A.L.R.', 'F.'), or a law it lists ('Pub. L.'), is never a journal.
 */
export function isJournal(spelling: string): boolean {
  if (findReporterEdition(spelling)) return false;
  if (isListedJournal(spelling)) return true;
  // A law reporters-db lists ('Pub. L.', 'U.L.A.') is shaped like a journal but is not one.
  if (isLawOrJournal(spelling)) return false;
  const words = spelling.split(/[\s.]+/).filter(Boolean);
  if (words.length < 2) return false;
  // 'L.F.' is a Law Forum ('N.Y.L.F.').
  return words.some((word, index) => index > 0 && (JOURNAL_WORDS.has(word) || (word === 'F' && words[index - 1] === 'L')));
}

/**
 * Whether a journal-shaped abbreviation after a case name may be a law report of decisions ('Pennant Hills
 * Restaurants Pty. Ltd. v. Barrell, 55 A.L.J.R. 258'): not a journal reporters-db lists, and not a Review, since an
 * article's title may name a case ('An Evaluation of Williams v. Florida, 22 Case W.Res.L.Rev. 529').
 */
export function mayBeLawReport(spelling: string): boolean {
  return !isListedJournal(spelling) && !spelling.split(/[\s.]+/).includes('Rev');
}
