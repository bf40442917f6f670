import { caseNamesMatch } from '../../../legal/verification';
import type { CaseCitation, Citation } from '../../../legal/citations';
import type { OnlineAnswer, OnlineCitationLookup } from '../../providers/case-law';
import type { Verdict } from './verdict';


const NOT_CONFIGURED = ' Online lookup is not configured, so nothing else could check it.';

function verdictOf(citation: CaseCitation, answer: OnlineAnswer, source: string, previous: Verdict): Verdict {
  const reference = `${citation.volume} ${citation.reporter} ${citation.page}`;
  switch (answer.status) {
    case 'found': {
      const found = answer.case;
      const problems: string[] = [];
      if (citation.caseName && !caseNamesMatch(citation.caseName, found.name)) problems.push(`${reference} is ${found.name}, not ${citation.caseName}`);
      if (citation.year !== null && found.year !== null && citation.year !== found.year) problems.push(`${found.name} was decided in ${found.year}, not ${citation.year}`);
      const match = { caseId: null, name: found.name, citation: found.citation, year: found.year, url: found.url };
      return problems.length > 0
        ? { status: 'mismatch', source: 'courtlistener', message: `${problems.join('; ')} (checked online with ${source}).`, match, corpusCaseId: null }
        : { status: 'verified', source: 'courtlistener', message: `Found online by ${source}: ${found.name}, ${reference}.`, match, corpusCaseId: null };
    }
    case 'not-found':
      return { status: 'not-found', source: 'courtlistener', message: `Not found online: ${source} has no case at ${reference}.`, match: null, corpusCaseId: null };
    case 'throttled':
      return { ...previous, message: `${previous.message} ${source}'s lookup allowance is used up for this minute; check again shortly.` };
    case 'unavailable':
      return { ...previous, message: `${previous.message} ${source} could not be reached or could not read it.` };
  }
}

/** Sends the citations the corpus could not settle to the online lookup, and records what it answered. */
export async function settleOnline(options: {
  online: OnlineCitationLookup | null;
  verdicts: Map<Citation, Verdict>;
  pending: CaseCitation[];
}): Promise<void> {
  const { online, verdicts, pending } = options;
  if (pending.length === 0) return;
  if (!online) {
    for (const citation of pending) {
      const previous = verdicts.get(citation)!;
      verdicts.set(citation, { ...previous, message: previous.message + NOT_CONFIGURED });
    }
    return;
  }
  const answers = await online.lookup(pending.map(({ volume, reporter, page }) => ({ volume, reporter, page })));
  pending.forEach((citation, index) => {
    const answer = answers[index] ?? { status: 'unavailable' as const };
    verdicts.set(citation, verdictOf(citation, answer, online.name, verdicts.get(citation)!));
  });
}
