import { extractCitations, resolveCitations, type CaseCitation, type Citation } from '../../../legal/citations';
import type { VerificationStatus, VerifiedCitation, VerifyResponse } from '../../../shared/api/citations';
import type { OnlineCitationLookup } from '../../providers/case-law';
import { checkCaseCitation, checkSlipOpinion, type CaseCheck, type WrittenCase } from './case-check';
import { normalizedForm } from './normalized-form';
import type { CitationLookupRepository, CitationLookups } from './lookup-repository';
import { negativeTreatments } from './negative-treatment';
import { checkDatabaseCitation } from './court-day-check';
import { checkNeutralCitation } from './neutral-check';
import { settleOnline } from './online-check';
import { withParallels } from './parallel-check';
import { checkQuotations } from './quotation-check';
import { uncheckedFormVerdict } from './unchecked-forms';
import type { Verdict } from './verdict';


const STATUSES: VerificationStatus[] = ['verified', 'partly-verified', 'mismatch', 'not-found', 'unverifiable', 'invalid'];
/** Titles of the United States Code (54, since Title 54 was enacted in 2014) and of the C.F.R. (50). */
const USC_TITLES = 54;
const CFR_TITLES = 50;

const writtenCase = (citation: CaseCitation): WrittenCase => ({
  volume: citation.volume,
  reporter: citation.reporter,
  page: citation.page,
  pin: citation.pin,
  caseName: citation.caseName,
  year: citation.year,
  parallels: citation.parallels,
});

function toVerdict(check: CaseCheck): Verdict {
  const match = check.match
    ? { caseId: check.match.caseId, name: check.match.name, citation: check.match.citation, year: check.match.year, url: null }
    : null;
  return { status: check.status, source: check.source, message: check.message, match, corpusCaseId: check.match?.caseId ?? null };
}

function lawVerdict(citation: Citation): Verdict {
  const verdict = (status: VerificationStatus, message: string, source: Verdict['source'] = null): Verdict => ({
    status,
    source,
    message,
    match: null,
    corpusCaseId: null,
  });
  if (citation.kind === 'statute' && (citation.title < 1 || citation.title > USC_TITLES)) {
    return verdict('invalid', `The United States Code has ${USC_TITLES} titles; there is no title ${citation.title}.`, 'format');
  }
  if (citation.kind === 'regulation' && (citation.title < 1 || citation.title > CFR_TITLES)) {
    return verdict('invalid', `The Code of Federal Regulations has ${CFR_TITLES} titles; there is no title ${citation.title}.`, 'format');
  }
  if (citation.kind === 'constitution') {
    return verdict('unverifiable', 'Well formed. Constitutions are not in the offline corpus; confirm the article or amendment and section.');
  }
  if (citation.kind === 'rule') return verdict('unverifiable', 'Well formed. Court rules are not in the offline corpus; confirm the rule number and subdivision.');
  return verdict('unverifiable', 'Well formed. Statutes and regulations are not in the offline corpus; confirm the section against the current code.');
}

/**
 * Markdown emphasis ('*Roe v. Wade*, 410 U.S. 113', '_Roe_') taken out so case names read as names, keeping every
 * offset pointing into the text as written: marks become spaces, and a closing mark before a comma trades places
 * with it ('Wade*,' → 'Wade, '). A slip opinion's '___' stands apart from words and is kept.
 */
function withoutEmphasisMarks(text: string): string {
  return text
    .replace(/(?<=[A-Za-z0-9.])([*_]+),/g, (_match, marks: string) => `,${' '.repeat(marks.length)}`)
    .replace(/\*+|(?<=[A-Za-z0-9])_+|_+(?=[A-Za-z0-9])/g, (marks) => ' '.repeat(marks.length));
}

/** Why a short form, Id. or supra refers to nothing: a short form is bound by its name, or by a volume only one case fits. */
function unresolvedMessage(citation: Citation): string {
  if (citation.kind === 'short-case') {
    const volume = `${citation.volume} ${citation.reporter}`;
    return citation.name
      ? `No earlier full citation of ${citation.name} in ${volume}, so the short form cannot be checked.`
      : `No single earlier full citation in ${volume} (none, or more than one case): name the case in the short form so it can be checked.`;
  }
  if (citation.kind === 'id') return '“Id.” has no earlier citation to refer to.';
  return 'No earlier full citation by this name, so the supra cannot be checked.';
}

/**
 * What a citation's first pass gives: a corpus check for a neutral, full case or slip-opinion citation, the verdict
 * of a form the corpus cannot hold, or nothing (short forms, statutes and rules wait for the second pass).
 */
async function firstCheck(
  citation: Citation,
  lookup: CitationLookups,
  currentYear: number,
): Promise<{ check: CaseCheck } | { verdict: Verdict } | null> {
  const unchecked = uncheckedFormVerdict(citation, currentYear);
  const neutral = citation.kind === 'neutral' && unchecked?.status !== 'invalid' ? await checkNeutralCitation(citation, lookup) : null;
  if (neutral) return { check: neutral };
  if (citation.kind === 'database' && unchecked?.status === 'unverifiable') return { verdict: await checkDatabaseCitation(citation, unchecked, lookup) };
  if (unchecked) return { verdict: unchecked };
  if (citation.kind === 'case') {
    const written = writtenCase(citation);
    return { check: await withParallels({ check: await checkCaseCitation({ written, lookup, currentYear }), written, lookup }) };
  }
  if (citation.kind === 'slip-opinion') return { check: await checkSlipOpinion({ written: citation, lookup, currentYear }) };
  return null;
}

/**
 * Verifies every citation in a text: full case citations against the corpus (then online, when configured),
 * short forms, Id. and supra through the citation they refer to (with their own pin), statutes and rules by form,
 * and each quotation against the text of the case it is attributed to.
 */
export async function verifyCitations(options: {
  text: string;
  lookup: CitationLookupRepository;
  online: OnlineCitationLookup | null;
  currentYear: number;
}): Promise<VerifyResponse> {
  const { text, online, currentYear } = options;
  // One check's lookups, batched: the citations are checked side by side, their questions answered kind by kind.
  const lookup = options.lookup.forOneCheck();
  const resolved = resolveCitations(extractCitations(withoutEmphasisMarks(text)));

  const firstChecks = await Promise.all(resolved.map(({ citation }) => firstCheck(citation, lookup, currentYear)));
  const fullChecks = new Map<Citation, CaseCheck>();
  const verdicts = new Map<Citation, Verdict>();
  resolved.forEach(({ citation }, index) => {
    const first = firstChecks[index];
    if (first && 'check' in first) fullChecks.set(citation, first.check);
    else if (first) verdicts.set(citation, first.verdict);
  });
  for (const [citation, check] of fullChecks) verdicts.set(citation, toVerdict(check));
  await settleOnline({ online, verdicts, pending: [...fullChecks].filter(([, check]) => check.needsOnline).map(([c]) => c as CaseCitation) });

  const pinChecks: Array<Promise<void>> = [];
  for (const { citation, refersTo } of resolved) {
    if (verdicts.has(citation)) continue;
    if (citation.kind !== 'short-case' && citation.kind !== 'id' && citation.kind !== 'supra') {
      verdicts.set(citation, lawVerdict(citation));
      continue;
    }
    const antecedent = refersTo ? verdicts.get(refersTo) : undefined;
    if (!refersTo || !antecedent) {
      verdicts.set(citation, { status: 'unverifiable', source: null, message: unresolvedMessage(citation), match: null, corpusCaseId: null });
      continue;
    }
    const pin = citation.pin;
    if (refersTo.kind === 'case' && antecedent.corpusCaseId !== null && pin && (antecedent.status === 'verified' || antecedent.status === 'partly-verified')) {
      // The short form's own pin page must fall inside the opinion the full citation found; a short form refers to a
      // full citation only, so no later iteration waits on this verdict and all pins are checked at once.
      pinChecks.push(
        checkCaseCitation({ written: { ...writtenCase(refersTo), pin }, lookup, currentYear }).then((check) => {
          verdicts.set(citation, { ...toVerdict(check), message: `Refers to ${refersTo.text.replace(/\s+/g, ' ')}. ${check.message}` });
        }),
      );
      continue;
    }
    verdicts.set(citation, { ...antecedent, message: `Refers to ${refersTo.text.replace(/\s+/g, ' ')}. ${antecedent.message}` });
  }
  await Promise.all(pinChecks);

  const [treatments, quotations] = await Promise.all([
    negativeTreatments(verdicts, lookup),
    checkQuotations({ text, resolved: resolved.map((r) => r.citation), verdicts, lookup }),
  ]);
  const indexOf = new Map(resolved.map(({ citation }, index) => [citation, index]));
  const citations = resolved.map(({ citation, refersTo }): VerifiedCitation => {
    const { corpusCaseId: _corpusCaseId, ...verdict } = verdicts.get(citation)!;
    return {
      start: citation.start,
      end: citation.end,
      text: text.slice(citation.start, citation.end),
      kind: citation.kind,
      normalized: normalizedForm(citation, refersTo),
      ...verdict,
      refersTo: refersTo && refersTo !== citation ? (indexOf.get(refersTo) ?? null) : null,
      quotations: quotations.get(citation) ?? [],
      treatment: treatments.get(citation) ?? null,
    };
  });
  const summary = Object.fromEntries(STATUSES.map((status) => [status, citations.filter((c) => c.status === status).length]));
  return { citations, summary: summary as VerifyResponse['summary'], onlineLookup: online !== null, flagged: treatments.size };
}
