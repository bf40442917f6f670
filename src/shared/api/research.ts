import { z } from 'zod';
import { errorEnvelopeSchema } from '../errors';

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

/** Where a result or case page comes from: the local corpus, or CourtListener's API (online, when configured). */
export const researchSourceSchema = z.enum(['local', 'courtlistener']);

export const searchResultSchema = z.object({
  source: z.literal('local'),
  caseId: z.number(),
  name: z.string(),
  citation: z.string().nullable(),
  year: z.number().nullable(),
  court: z.string().nullable(),
  rank: z.number(),
  snippet: snippetSchema,
});

/** A CourtListener search hit not yet in the corpus; opening it (GET /api/research/online/:clusterId) caches it. */
export const onlineSearchResultSchema = z.object({
  source: z.literal('courtlistener'),
  clusterId: z.number(),
  name: z.string(),
  citation: z.string().nullable(),
  year: z.number().nullable(),
  court: z.string().nullable(),
  snippet: snippetSchema,
});

/**
 * `online` is null without a CourtListener token. With one, the first page of a search also asks CourtListener and
 * lists its hits after the local ones, less those the corpus already holds (by citation or cluster); `error` says why
 * none came back when CourtListener could not answer, while the local results still do.
 */
export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  nextCursor: z.number().nullable(),
  /**
   * Null when every opinion matching the search was ranked by its text. Otherwise only the `ranked` most cited of the
   * `matched` opinions were (a broad search on a large corpus), and the others appear only when their case's name or
   * citation matches; narrowing the search ranks them all.
   */
  rankedAmong: z.object({ matched: z.number(), ranked: z.number() }).nullable(),
  online: z.object({ results: z.array(onlineSearchResultSchema), error: errorEnvelopeSchema.nullable() }).nullable(),
});

/** GET /api/research/status: what the corpus holds, and how to load one when it is empty. */
export const corpusStatusSchema = z.object({
  cases: z.number(),
  opinions: z.number(),
  citationEdges: z.number(),
  sources: z.array(z.object({ source: z.string(), cases: z.number() })),
  /** The U.S. Reports citation index (names and years, no opinion text): null until it is loaded. */
  usReportsIndex: z.object({ volumes: z.number(), builtIn: z.boolean() }).nullable(),
  /**
   * The corpus import not yet finished, if any: the corpus is partial meanwhile. 'interrupted': no live process
   * runs it (the server died or stopped); it resumes from its last checkpoint. `resumes` counts such resumptions.
   */
  currentImport: z
    .object({
      fileName: z.string(),
      state: z.enum(['queued', 'running', 'interrupted']),
      records: z.number(),
      cases: z.number(),
      opinions: z.number(),
      edges: z.number(),
      /** 0..1 through the files being read. */
      fraction: z.number(),
      resumes: z.number(),
    })
    .nullable(),
  howToLoad: z.string(),
});

/** GET /api/research/cases/:id */
export const caseParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** GET /api/research/online/:clusterId: a CourtListener cluster, fetched and cached into the corpus on first open. */
export const onlineCaseParamsSchema = z.object({
  clusterId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** A citation inside an opinion's text, by character offsets; `caseId` is set when the cited case is in the corpus. */
export const opinionCitationSchema = z.object({
  start: z.number(),
  end: z.number(),
  citation: z.string(),
  caseId: z.number().nullable(),
});

export const opinionSchema = z.object({
  id: z.number(),
  type: z.string().nullable(),
  author: z.string().nullable(),
  text: z.string(),
  citations: z.array(opinionCitationSchema),
});

/** What a citing passage says it does to the cited case; only ever set from the passage's own words. */
export const treatmentSchema = z.enum(['overruled', 'abrogated', 'distinguished', 'followed']);

/** A case this one cites, with how many times its opinions cite it. */
export const citedAuthoritySchema = z.object({
  caseId: z.number().nullable(),
  name: z.string().nullable(),
  citation: z.string(),
  year: z.number().nullable(),
  count: z.number(),
});

export const citingPassageSchema = z.object({
  opinionId: z.number(),
  text: z.string(),
  treatment: treatmentSchema.nullable(),
});

/** A later case citing this one, with the passages where it does. */
export const citingCaseSchema = z.object({
  caseId: z.number(),
  name: z.string(),
  citation: z.string().nullable(),
  year: z.number().nullable(),
  count: z.number(),
  passages: z.array(citingPassageSchema),
});

export const treatmentSignalSchema = z.object({
  treatment: treatmentSchema,
  caseId: z.number(),
  name: z.string(),
  citation: z.string().nullable(),
  year: z.number().nullable(),
  passage: z.string(),
});

export const caseDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  court: z.object({ id: z.string(), name: z.string() }).nullable(),
  year: z.number().nullable(),
  docket: z.string().nullable(),
  source: z.string(),
  /** 'courtlistener': fetched from CourtListener's API when a user opened it, and cached in the corpus since. */
  origin: researchSourceSchema,
  citations: z.array(z.string()),
  opinions: z.array(opinionSchema),
  cites: z.array(citedAuthoritySchema),
  citedBy: z.object({ total: z.number(), cases: z.array(citingCaseSchema) }),
  treatments: z.array(treatmentSignalSchema),
});

/** GET /api/research/authorities?q=&court=&from=&to=: the cases most cited by the cases matching a search. */
export const authoritiesResponseSchema = z.object({ authorities: z.array(citedAuthoritySchema) });

export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type OnlineSearchResult = z.infer<typeof onlineSearchResultSchema>;
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export type CorpusStatus = z.infer<typeof corpusStatusSchema>;
export type Treatment = z.infer<typeof treatmentSchema>;
