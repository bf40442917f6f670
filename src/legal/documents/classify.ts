import type { DocumentKind } from './blocks';

/** How much of the start of a document a caption or a contract's title is looked for in. */
const HEAD_BLOCKS = 40;
const TITLE_BLOCKS = 6;

/** A court named the way captions name one ("UNITED STATES DISTRICT COURT", "Superior Court of California"). */
const COURT = /\b(?:district|superior|supreme|circuit|bankruptcy|county|municipal|family|probate|appellate|federal)\s+court\b|\bcourt\s+of\s+(?:appeals?|common\s+pleas|chancery|claims|the\s+state)\b/i;
/** What a court paper's caption carries besides the court: its case number, or the paper's name in capitals. */
const CASE_NUMBER = /\b(?:case|civil\s+action|docket)\s+no\./i;
const PAPER_NAME = /\bMOTION\b|\bMEMORANDUM\s+OF\s+POINTS\s+AND\s+AUTHORITIES\b|\bCOMPLAINT\b|\bPETITION\b|\bBRIEF\b|\bOPPOSITION\b|\bDEMURRER\b/;
/** Words only contracts use: recitals, the agreement clause and the testimonium. */
const CONTRACT = /\bIN\s+WITNESS\s+WHEREOF\b|^\s*WHEREAS\b|\bthe\s+parties\s+(?:hereto\s+)?(?:hereby\s+)?agree\b|\bhereby\s+agree\b/im;
const AGREEMENT_TITLE = /\b(?:agreement|contract|lease|addendum|memorandum\s+of\s+understanding)\b/i;

/**
 * What a document looks like: a court paper (a caption naming a court together with a case number or the paper's
 * name), a contract (recitals, "the parties agree", a testimonium, or a title calling it an agreement), or neither.
 * The caption is looked for first: a complaint quoting the contract it sues on is still a court paper.
 */
export function classifyDocument(blockTexts: string[]): DocumentKind {
  const head = blockTexts.slice(0, HEAD_BLOCKS).join('\n');
  if (COURT.test(head) && (CASE_NUMBER.test(head) || PAPER_NAME.test(head))) return 'brief';
  if (CONTRACT.test(blockTexts.join('\n'))) return 'contract';
  if (blockTexts.slice(0, TITLE_BLOCKS).some((text) => text.length <= 120 && AGREEMENT_TITLE.test(text))) return 'contract';
  return 'other';
}
