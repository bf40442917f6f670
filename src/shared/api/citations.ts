import { z } from 'zod';

/** POST /api/citations/verify: a brief or any text, up to about 100 pages. */
export const verifyRequestSchema = z.object({ text: z.string().min(1).max(300_000) });

/** POST /api/citations/report?format=pdf|docx: the same body as verify; the answer is the cite-check report file. */
export const citationReportQuerySchema = z.object({ format: z.enum(['pdf', 'docx']) });

/**
 * verified: in the corpus, and the name (and year) written match the case found.
 * partly-verified: verified, but a parallel citation written with it could not be checked (the corpus holds no
 *   citation of the case in that reporter); the message names it.
 * mismatch: the reference exists, but the name, year or pin written does not fit it.
 * not-found: well formed, and the corpus covers that reporter volume completely, yet no case starts at that page.
 * unverifiable: nothing available offline (or online) can settle it; the message says why ('Not checked: ...') and
 *   covers Westlaw, Lexis, public-domain and docket citations and reporters unknown to reporters-db (ADR 012).
 * invalid: a volume or year the reporter never had.
 */
export const verificationStatusSchema = z.enum(['verified', 'partly-verified', 'mismatch', 'not-found', 'unverifiable', 'invalid']);

/** Which source settled a citation; null when none could. */
export const verificationSourceSchema = z.enum(['corpus', 'courtlistener', 'format']).nullable();

export const quotationCheckSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  /**
   * found: in the opinion of the Court, on the pin page when one was given (or the text has no page markers).
   * wrong-page: found, but on another page than the pin. altered: the words are there, but an ellipsis or bracket
   * leaves out a negation or more than a sentence or so. wrong-opinion: the words are from a dissent or concurrence
   * while the citation gives them to the Court. not-found: not in the case's text. unchecked: no text for that case.
   * pin-unchecked: found, but a pin was given and the opinion's text has no page numbers to check it against.
   * syllabus: the words are from the syllabus (headnote), which is no part of the opinion of the Court.
   */
  status: z.enum(['found', 'wrong-page', 'altered', 'wrong-opinion', 'not-found', 'unchecked', 'pin-unchecked', 'syllabus']),
  /** Why it is not simply found, in a sentence an attorney can act on; null when found or unchecked. */
  reason: z.string().nullable(),
  /** The page of the opinion the quotation begins on, where the text carries page markers; otherwise null. */
  page: z.number().nullable(),
});

/**
 * A later decision that overruled, abrogated or superseded the cited case: a red flag on the citation, whatever its
 * status, that the export gate treats like an unverified authority.
 */
export const negativeTreatmentSchema = z.object({
  treatment: z.enum(['overruled', 'abrogated', 'superseded']),
  /** The later decision, with its citation where one is known. */
  by: z.object({ name: z.string(), citation: z.string().nullable(), year: z.number().nullable() }),
  /** The later decision's sentence that says so. */
  sentence: z.string(),
  /** corpus: read from a citing opinion's own words; table: the sourced table of Supreme Court decisions overruled. */
  source: z.enum(['corpus', 'table']),
});

export const verifiedCitationSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  /**
   * database: Westlaw or Lexis ('2019 WL 4639462'); neutral: a state's public-domain citation; docket: 'No. 19-cv-1234';
   * journal: an article in a journal or law review ('17 N.Y.L.F. 687 (1971)'), never checked as a case.
   */
  kind: z.enum([
    'case',
    'slip-opinion',
    'database',
    'neutral',
    'docket',
    'journal',
    'short-case',
    'id',
    'supra',
    'constitution',
    'statute',
    'state-statute',
    'regulation',
    'rule',
  ]),
  /**
   * For a short form, Id. or supra: the index in this list of the full citation it stands for (the one resolution the
   * verdict, the cite-check report and the table of authorities all use); null or absent for a full citation or when
   * none fits.
   */
  refersTo: z.number().int().nonnegative().nullable().optional(),
  /** Bluebook form of the citation (or of the full citation a short form stands for); null when it has none. */
  normalized: z.string().nullable(),
  status: verificationStatusSchema,
  source: verificationSourceSchema,
  /** Why, in a sentence an attorney can act on. */
  message: z.string(),
  /** The case the citation was matched to, when it was. */
  match: z
    .object({
      caseId: z.number().nullable(),
      name: z.string(),
      citation: z.string(),
      year: z.number().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
  quotations: z.array(quotationCheckSchema),
  /** The case's negative treatment, when a later decision overruled, abrogated or superseded it; null when none is known. */
  treatment: negativeTreatmentSchema.nullable().optional(),
});

export const verifyResponseSchema = z.object({
  citations: z.array(verifiedCitationSchema),
  summary: z.record(verificationStatusSchema, z.number()),
  /** Whether CourtListener lookups are configured for citations the corpus cannot settle. */
  onlineLookup: z.boolean(),
  /** How many citations carry a negative treatment (overruled, abrogated or superseded). */
  flagged: z.number().optional(),
});

export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export type VerifiedCitation = z.infer<typeof verifiedCitationSchema>;
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
export type QuotationCheck = z.infer<typeof quotationCheckSchema>;
export type NegativeTreatment = z.infer<typeof negativeTreatmentSchema>;

/** An authority the attorney confirms before export: anything not verified, and a case a later decision overruled. */
export const needsConfirmation = (citation: Pick<VerifiedCitation, 'status' | 'treatment'>): boolean =>
  citation.status !== 'verified' || Boolean(citation.treatment);
