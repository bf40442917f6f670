import type { Citation } from '../../../legal/citations';
import { attributeQuotations, extractQuotations, findQuotation, prepareOpinionText } from '../../../legal/verification';
import type { QuotationCheck } from '../../../shared/api/citations';
import type { CitationLookupRepository } from './lookup-repository';
import type { Verdict } from './verdict';

const CASE_KINDS = new Set<Citation['kind']>(['case', 'short-case', 'id', 'supra']);

/**
 * Each quotation attributed to a case citation, searched in the text of the case that citation was matched to:
 * found or not-found, or unchecked when the corpus holds no text for it (or the citation matched no case).
 */
export async function checkQuotations(options: {
  text: string;
  resolved: Citation[];
  verdicts: Map<Citation, Verdict>;
  lookup: CitationLookupRepository;
}): Promise<Map<Citation, QuotationCheck[]>> {
  const { text, resolved, verdicts, lookup } = options;
  const caseCitations = resolved.filter((citation) => CASE_KINDS.has(citation.kind));
  const quotations = extractQuotations(text);
  const attributed = attributeQuotations(text, quotations, caseCitations);
  const texts = new Map<number, ReturnType<typeof prepareOpinionText>[]>();
  const checks = new Map<Citation, QuotationCheck[]>();

  for (const [index, quotation] of quotations.entries()) {
    const citationIndex = attributed[index];
    const citation = citationIndex === null || citationIndex === undefined ? undefined : caseCitations[citationIndex];
    if (!citation) continue;
    const caseId = verdicts.get(citation)?.corpusCaseId ?? null;
    let status: QuotationCheck['status'] = 'unchecked';
    if (caseId !== null) {
      if (!texts.has(caseId)) texts.set(caseId, (await lookup.opinionTexts(caseId)).map(prepareOpinionText));
      const opinions = texts.get(caseId) ?? [];
      if (opinions.length > 0) status = opinions.some((opinion) => findQuotation(quotation.text, opinion)) ? 'found' : 'not-found';
    }
    checks.set(citation, [...(checks.get(citation) ?? []), { ...quotation, status, reason: null, page: null }]);
  }
  return checks;
}
