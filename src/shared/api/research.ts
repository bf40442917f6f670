import { z } from 'zod';

/** GET /api/research/search: full-text search of the case-law corpus. `cursor` is the offset of the next page. */
export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(2).max(500),
    court: z.string().trim().min(1).max(100).optional(),
    from: z.coerce.number().int().min(1600).max(2200).optional(),
    to: z.coerce.number().int().min(1600).max(2200).optional(),
    cursor: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

/** A snippet as pieces, so the client can highlight matches without trusting any HTML. */
export const snippetSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));

export const searchResultSchema = z.object({
  caseId: z.number(),
  name: z.string(),
  citation: z.string().nullable(),
  year: z.number().nullable(),
  court: z.string().nullable(),
  rank: z.number(),
  snippet: snippetSchema,
});

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema), nextCursor: z.number().nullable() });

/** GET /api/research/status: what the corpus holds, and how to load one when it is empty. */
export const corpusStatusSchema = z.object({
  cases: z.number(),
  opinions: z.number(),
  citationEdges: z.number(),
  sources: z.array(z.object({ source: z.string(), cases: z.number() })),
  howToLoad: z.string(),
});
