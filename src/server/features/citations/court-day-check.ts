import type { DatabaseCitation } from '../../../legal/citations';
import { caseNamesMatch } from '../../../legal/verification';
import type { CitedCourt, DayDecision } from './court-day-lookups';
import type { CitationLookups } from './lookup-repository';
import type { Verdict } from './verdict';

/**
 * CourtListener's jurisdiction codes of courts whose every decision it publishes as an opinion: federal appellate
 * (with the Supreme Court), state supreme and state appellate. District and trial courts decide much by orders that
 * reach Westlaw but are not opinions on CourtListener, so even a complete snapshot cannot show one does not exist.
 */
const APPELLATE = new Set(['F', 'S', 'SA']);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2019-09-25' → 'September 25, 2019'. */
const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/** What the judgement needs: the snapshot's date, the courts the parenthetical names, and that day's decisions. */
export type CourtDayFacts = {
  snapshotDate: string;
  courts: CitedCourt[];
  /** The decisions of the one named court filed on the cited date; read only when that court covers the date. */
  decisions: DayDecision[];
};

const verdict = (status: Verdict['status'], message: string, found: DayDecision | null = null, citation = ''): Verdict => ({
  status,
  source: status === 'unverifiable' ? null : 'corpus',
  message,
  match: found ? { caseId: found.caseId, name: found.name, citation, year: null, url: null } : null,
  corpusCaseId: found?.caseId ?? null,
});

/**
 * Why the court-and-day judgement could not be made, appended to the unchecked Westlaw or Lexis answer; null when it
 * can be made (the one court named is appellate and the snapshot covers the cited date).
 */
export function whyNotJudged(citation: DatabaseCitation, facts: Omit<CourtDayFacts, 'decisions'>): string | null {
  const snapshot = `CourtListener's complete snapshot of ${facts.snapshotDate}`;
  if (!citation.court || !citation.decided || !citation.caseName) {
    return `${snapshot} can judge such a citation only by the case name, the court and the full date of decision written in its parenthetical.`;
  }
  const [court, ...others] = facts.courts;
  if (!court) return `${snapshot} names no court cited as “${citation.court}”, so that court’s decisions could not be read.`;
  if (others.length > 0) return `${snapshot} names ${facts.courts.length} courts cited as “${citation.court}”, so the court is not certain.`;
  if (!court.jurisdiction || !APPELLATE.has(court.jurisdiction)) {
    return (
      `The ${court.name} is not an appellate court: CourtListener does not publish every decision of district and trial ` +
      'courts as an opinion, so even its complete snapshot cannot show that this one does not exist.'
    );
  }
  if (!court.coverage) return `${snapshot} holds no decision of the ${court.name}.`;
  const { firstFiled, lastFiled } = court.coverage;
  if (citation.decided < firstFiled || citation.decided > lastFiled) {
    return `${snapshot} holds decisions of the ${court.name} filed from ${longDate(firstFiled)} to ${longDate(lastFiled)} only.`;
  }
  return null;
}

/**
 * A Westlaw or Lexis citation whose parenthetical names an appellate court and the full date, judged by name against
 * the closed set of that court's decisions filed that day (ADR 034). The database number itself is never looked up,
 * so a decision of that name is partly verified (never green), and none of that name is not-found.
 */
export function judgeByCourtAndDay(citation: DatabaseCitation, facts: CourtDayFacts): Verdict | null {
  if (whyNotJudged(citation, facts) !== null || !citation.decided || !citation.caseName) return null;
  const court = facts.courts[0]!;
  const number = `${citation.year} ${citation.reporter} ${citation.number}`;
  const day = longDate(citation.decided);
  const found = facts.decisions.find((decision) => caseNamesMatch(citation.caseName!, decision.name));
  const snapshot = `CourtListener's complete snapshot of ${facts.snapshotDate}`;
  if (found) {
    return verdict(
      'partly-verified',
      `Found by name: ${snapshot} lists ${found.name}, decided by the ${court.name} on ${day}. ` +
        `The ${citation.database} number ${number} was not checked: the corpus has no ${citation.database} documents.`,
      found,
      found.docket ? `No. ${found.docket}` : `${citation.court} ${day}`,
    );
  }
  const count = facts.decisions.length;
  const listed = count === 0 ? 'it lists no decision of that court that day' : `it lists ${count} decision${count === 1 ? '' : 's'} of that court that day`;
  return verdict(
    'not-found',
    `${citation.database} numbers are never declared complete, so ${number} was not looked up; ${snapshot} lists every ` +
      `decision of the ${court.name}, and none filed on ${day} is named ${citation.caseName} (${listed}).`,
  );
}

/**
 * The court-and-day judgement of a Westlaw or Lexis citation against the corpus, or the unchecked answer with the
 * reason it could not be made added; the unchecked answer as it was when no complete snapshot declared any court.
 */
export async function checkDatabaseCitation(citation: DatabaseCitation, unchecked: Verdict, lookup: CitationLookups): Promise<Verdict> {
  const snapshotDate = await lookup.courtSnapshotDate();
  if (!snapshotDate) return unchecked;
  const courts = citation.court ? await lookup.courtsCited(citation.court) : [];
  const why = whyNotJudged(citation, { snapshotDate, courts });
  if (why !== null) return { ...unchecked, message: `${unchecked.message} ${why}` };
  const decisions = await lookup.decisionsFiled(courts[0]!.id, citation.decided!);
  return judgeByCourtAndDay(citation, { snapshotDate, courts, decisions }) ?? unchecked;
}
