import { z } from 'zod';

/** A file name the importers read by its ending (and, for CourtListener, its published prefix). */
export const CORPUS_FILE_NAME = /^[\w.-]+\.(jsonl|jsonl\.gz|gz|tsv|tsv\.gz|csv|csv\.gz)$/i;

/**
 * POST /api/corpus/imports: start a background import ("Load case law") from a URL (http/https) or from a file
 * under the server's import directory (a path relative to it).
 */
export const startCorpusImportSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('url'), url: z.url({ protocol: /^https?$/ }).max(2000), complete: z.boolean().default(false) }),
  z.object({ source: z.literal('server-file'), path: z.string().trim().min(1).max(500), complete: z.boolean().default(false) }),
]);
/**
 * `complete`: the file is part of a complete CourtListener snapshot (courts-, dockets-, opinion-clusters-,
 * citations-<date>.csv); its citations file declares every reporter volume it holds covered as of that date, so a
 * citation there that matches no case is not-found.
 */
export type StartCorpusImport = z.infer<typeof startCorpusImportSchema>;

/** POST /api/corpus/imports/upload?name=opinions.jsonl.gz: the body is the file itself (application/octet-stream). */
export const uploadCorpusQuerySchema = z.object({
  name: z.string().trim().max(200).regex(CORPUS_FILE_NAME, 'must end in .jsonl, .jsonl.gz, .gz, .tsv, .csv or .csv.gz'),
  complete: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export const corpusImportParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const corpusImportStates = ['queued', 'downloading', 'importing', 'done', 'failed', 'cancelled'] as const;

export const corpusImportJobSchema = z.object({
  id: z.number(),
  /** 'corpus-path': the CORPUS_PATH files, imported at the first start. */
  sourceKind: z.enum(['url', 'server-file', 'upload', 'corpus-path']),
  source: z.string(),
  fileName: z.string(),
  /** Part of a complete snapshot: its citations file declares coverage. */
  complete: z.boolean(),
  state: z.enum(corpusImportStates),
  bytesTotal: z.number().nullable(),
  bytesDownloaded: z.number(),
  /** 0..1: how far through the file the import has read. */
  importFraction: z.number(),
  records: z.number(),
  cases: z.number(),
  opinions: z.number(),
  edges: z.number(),
  skipped: z.number(),
  /** Estimated seconds left in the current phase, when it can be told. */
  secondsLeft: z.number().nullable(),
  sha256: z.string().nullable(),
  error: z.string().nullable(),
  /** Unfinished, and no live process runs it (it died or stopped): it resumes from its last checkpoint. */
  interrupted: z.boolean(),
  /** How many times it was resumed after a stop or a crash. */
  resumes: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CorpusImportJob = z.infer<typeof corpusImportJobSchema>;

/** GET /api/corpus/imports: the latest jobs, newest first, and the directory server files are read from. */
export const corpusImportListSchema = z.object({ jobs: z.array(corpusImportJobSchema), importDir: z.string() });

/** GET /api/corpus/permission: whether the signed-in user may load case law (and so see the imports). */
export const corpusPermissionSchema = z.object({ canLoadCaseLaw: z.boolean() });
export type CorpusPermission = z.infer<typeof corpusPermissionSchema>;
