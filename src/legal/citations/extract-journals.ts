import { caseNameBefore } from './case-name';
import { isJournal, mayBeLawReport } from './journals';
import { groupsOf, stickyMatch } from './matching';
import { OTHER_REPORTER } from './other-reporters';
import { AFTER_PIN, PIN, VOLUME, collapseWhitespace, normalizePin } from './patterns';
import type { JournalCitation } from './types';

const JOURNAL_REFERENCE = new RegExp(String.raw`(?<volume>${VOLUME})\s+(?<journal>${OTHER_REPORTER})\s*(?<page>\d{1,5})(?!\w)`, 'g');
const PINS_AFTER = new RegExp(String.raw`(?:,\s*${PIN}${AFTER_PIN})+`, 'y');
const YEAR_AFTER = /,?\s*\((?<year>1[7-9]\d\d|20\d\d)\)/y;

/**
 * Articles in journals and law reviews ('17 N.Y.L.F. 687 (1971)', '61 Am.J.Pub.Health 396'), with their pins and
 * year. They are not cases: the case patterns leave them to this one, and verification says they were not checked.
 * After a case name ('Pennant Hills Restaurants Pty. Ltd. v. Barrell, 55 A.L.J.R. 258') the same abbreviation is a
 * law report that prints decisions, and the case patterns read it.
 */
export function extractJournals(text: string): JournalCitation[] {
  const found: JournalCitation[] = [];
  JOURNAL_REFERENCE.lastIndex = 0;
  for (let match = JOURNAL_REFERENCE.exec(text); match; match = JOURNAL_REFERENCE.exec(text)) {
    const groups = groupsOf(match);
    const journal = collapseWhitespace(groups.journal ?? '');
    if (!isJournal(journal) || (mayBeLawReport(journal) && caseNameBefore({ text, end: match.index, notBefore: 0 }))) {
      // The abbreviation may have swallowed the start of a shorter one: look again inside this match.
      JOURNAL_REFERENCE.lastIndex = match.index + 1;
      continue;
    }
    let end = match.index + match[0].length;
    const pins = stickyMatch(PINS_AFTER, text, end);
    if (pins) end += pins[0].length;
    const year = stickyMatch(YEAR_AFTER, text, end);
    if (year) end += year[0].length;
    found.push({
      kind: 'journal',
      start: match.index,
      end,
      text: text.slice(match.index, end),
      volume: Number(groups.volume),
      journal,
      page: Number(groups.page),
      pin: pins ? normalizePin(pins[0].replace(/^,\s*/, '')) : null,
      year: year ? Number(groupsOf(year).year) : null,
    });
    JOURNAL_REFERENCE.lastIndex = end;
  }
  return found;
}
