import { coverageSentence, type CaseCheck, type WrittenCase } from './case-check';
import type { CitationLookups, CorpusCase } from './lookup-repository';

type Reference = { volume: number; reporter: string; page: number };

const referenceText = (reference: { volume: number; reporter: string; page: number | string }) =>
  `${reference.volume} ${reference.reporter} ${reference.page}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type StoredCitation = { volume: number; reporter: string; page: string };

/** A written reference against the found case's stored citations: fine (null), a problem, or not checkable. */
async function judgeReference(
  reference: Reference,
  found: CorpusCase,
  stored: StoredCitation[],
  lookup: CitationLookups,
): Promise<{ problem: string } | { unchecked: Reference } | null> {
  const same = (citation: StoredCitation) =>
    citation.volume === reference.volume && citation.reporter === reference.reporter && citation.page === String(reference.page);
  if (stored.some(same)) return null;
  const other = await lookup.caseAt(reference.volume, reference.reporter, reference.page);
  const inReporter = stored.filter((citation) => citation.reporter === reference.reporter);
  if (other && other.caseId !== found.caseId) {
    return { problem: `${referenceText(reference)} is ${other.name}, not a parallel citation of ${found.name}` };
  }
  if (inReporter.length > 0) {
    const listed = inReporter.map(referenceText).join(', ');
    return { problem: `${referenceText(reference)} is not a citation of ${found.name}, which the corpus lists at ${listed}` };
  }
  const coverage = await lookup.coverage(reference.volume, reference.reporter);
  if (coverage && reference.page <= coverage.lastCasePage) {
    const covered = coverageSentence(coverage, `${reference.reporter} volume ${reference.volume}`).replace(/\.$/, '');
    return { problem: `no case begins at ${referenceText(reference)}, so it is not a parallel citation of ${found.name} (${covered.charAt(0).toLowerCase()}${covered.slice(1)})` };
  }
  return { unchecked: reference };
}

/**
 * Checks a found case's written parallels against the citations the corpus stores for it: one the corpus gives to
 * another case, that differs from the case's own citation in that reporter, or that points where a fully held volume
 * has no case, is a mismatch; one in a reporter the corpus holds no citation of for the case is said to be not
 * checked, and makes a verified citation partly verified (never green for what was not checked).
 */
export async function withParallels(options: {
  check: CaseCheck;
  written: WrittenCase;
  lookup: CitationLookups;
}): Promise<CaseCheck> {
  const { check, written, lookup } = options;
  const found = check.match;
  if (!found || written.parallels.length === 0 || (check.status !== 'verified' && check.status !== 'mismatch')) return check;
  const stored = await lookup.citationsOf(found.caseId);
  // Each reference judged on its own, all at once; problems and unchecked parallels kept in the order written.
  const judged = await Promise.all([written, ...written.parallels].map((reference) => judgeReference(reference, found, stored, lookup)));
  const problems = judged.flatMap((judgement) => (judgement && 'problem' in judgement ? [judgement.problem] : []));
  const unchecked = judged.flatMap((judgement) => (judgement && 'unchecked' in judgement ? [judgement.unchecked] : []));
  const notChecked = unchecked.map(
    (reference) => ` Parallel ${referenceText(reference)} not checked: the corpus holds no ${reference.reporter} citation of ${found.name}.`,
  );
  if (problems.length === 0) {
    const status = unchecked.length > 0 && check.status === 'verified' ? 'partly-verified' : check.status;
    return { ...check, status, message: `${check.message}${notChecked.join('')}` };
  }
  const stated = `${capitalise(problems.join('; '))}.`;
  const message = check.status === 'mismatch' ? `${check.message} ${stated}` : stated;
  return { ...check, status: 'mismatch', message: `${message}${notChecked.join('')}` };
}
