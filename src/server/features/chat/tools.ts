import { tool } from 'ai';
import { z } from 'zod';
import { extractCitations } from '../../../legal/citations';
import type { VerifyResponse } from '../../../shared/api/citations';
import type { CitationLookupRepository } from '../citations/lookup-repository';
import type { CaseRepository } from '../research/case-repository';
import type { ResearchRepository } from '../research/repository';

/** Opinion text a get_case call returns: enough to quote from, bounded so one call cannot flood the context. */
const OPINION_CHARS = 8_000;
const SEARCH_RESULTS = 5;

export interface CorpusTools {
  research: ResearchRepository;
  cases: CaseRepository;
  lookup: CitationLookupRepository;
  verify: (text: string) => Promise<VerifyResponse>;
}

/** A search snippet as plain text (its pieces mark matches for highlighting). */
export const snippetText = (snippet: Array<{ text: string }>) => snippet.map((piece) => piece.text).join('');

/** A case by its corpus id, or by a citation ('410 U.S. 113') looked up in the corpus. */
async function findCaseId({ lookup }: CorpusTools, input: { caseId?: number; citation?: string }): Promise<number | null> {
  if (input.caseId !== undefined) return input.caseId;
  const cited = extractCitations(input.citation ?? '').find((c) => c.kind === 'case');
  if (!cited || cited.kind !== 'case') return null;
  return (await lookup.caseAt(cited.volume, cited.reporter, cited.page))?.caseId ?? null;
}

/** The tools the model may call, over the public corpus and the citation checker (no user data). */
export function corpusTools(deps: CorpusTools) {
  return {
    search_case_law: tool({
      description: 'Full-text search of the case-law corpus. Returns the best-matching cases with a passage and citation each.',
      inputSchema: z.object({
        query: z.string().min(2).max(300).describe('Words or "quoted phrases" to find; OR between alternatives'),
        court: z.string().max(100).optional().describe('Court id, e.g. "scotus"'),
        from: z.number().int().min(1600).max(2200).optional().describe('Earliest decision year'),
        to: z.number().int().min(1600).max(2200).optional().describe('Latest decision year'),
      }),
      execute: async ({ query, court, from, to }) => {
        const { results } = await deps.research.search({ q: query, court, from, to, cursor: 0, limit: SEARCH_RESULTS });
        return results.map((r) => ({ caseId: r.caseId, name: r.name, citation: r.citation, year: r.year, court: r.court, passage: snippetText(r.snippet) }));
      },
    }),

    get_case: tool({
      description: 'Reads one case of the corpus by its caseId (from search_case_law) or by citation, e.g. "410 U.S. 113".',
      inputSchema: z
        .object({ caseId: z.number().int().positive().optional(), citation: z.string().max(200).optional() })
        .refine((input) => input.caseId !== undefined || input.citation !== undefined, 'Give caseId or citation'),
      execute: async (input) => {
        const id = await findCaseId(deps, input);
        const found = id === null ? null : await deps.cases.findCase(id);
        if (!found) return { found: false as const, message: 'No such case in the corpus. Do not cite it as verified.' };
        let room = OPINION_CHARS;
        const opinions = (await deps.cases.opinionsOf(found.id)).map((opinion) => {
          const text = opinion.text.slice(0, Math.max(room, 0));
          room -= text.length;
          return { type: opinion.type, author: opinion.author, text, truncated: text.length < opinion.text.length };
        });
        return { found: true as const, ...found, opinions: opinions.filter((o) => o.text.length > 0) };
      },
    }),

    verify_citations: tool({
      description: 'Checks every citation in a text against the corpus: verified, mismatch, not-found, unverifiable or invalid, with a reason.',
      inputSchema: z.object({ text: z.string().min(1).max(20_000) }),
      execute: async ({ text }) => {
        const { citations } = await deps.verify(text);
        return citations.map((c) => ({ citation: c.text, status: c.status, normalized: c.normalized, message: c.message }));
      },
    }),
  };
}

export type ChatTools = ReturnType<typeof corpusTools>;
