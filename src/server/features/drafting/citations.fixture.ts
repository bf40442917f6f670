import { extractCitations, resolveCitations, type Citation } from '../../../legal/citations';
import type { DraftContent } from '../../../legal/drafting';
import type { VerifyResponse } from '../../../shared/api/citations';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { citationsInDraft } from '../drafts/check';

/**
 * The citation gate's results for a draft with statuses given by the test: every case the extractor finds is verified
 * unless its text is listed as not found; codes and rules are `unverifiable` (well formed), as the offline gate says.
 * No corpus, so nothing is matched to a case.
 */
const CODES = new Set<string>(['constitution', 'statute', 'state-statute', 'regulation', 'rule']);

export async function gateCitations(content: DraftContent, notFound: string[] = []): Promise<CitationInDraft[]> {
  const verify = async (text: string): Promise<VerifyResponse> => {
    const resolved = resolveCitations(extractCitations(text));
    const indexOf = (refersTo: Citation | null, citation: Citation) =>
      refersTo && refersTo !== citation ? resolved.findIndex((entry) => entry.citation === refersTo) : null;
    return {
      citations: resolved.map(({ citation, refersTo }) => ({
        start: citation.start,
        end: citation.end,
        text: citation.text,
        kind: citation.kind,
        normalized: null,
        status: notFound.includes(citation.text) ? 'not-found' : CODES.has(citation.kind) ? 'unverifiable' : 'verified',
        source: notFound.includes(citation.text) ? null : 'format',
        message: '',
        match: null,
        refersTo: indexOf(refersTo, citation),
        quotations: [],
      })),
      summary: { verified: 0, 'partly-verified': 0, mismatch: 0, 'not-found': 0, unverifiable: 0, invalid: 0 },
      onlineLookup: false,
    };
  };
  return citationsInDraft(content, verify);
}
