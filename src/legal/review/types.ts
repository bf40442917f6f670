import { z } from 'zod';
import { severitySchema } from '../jurisdictions/schema';
import { SIDE_ROLES, sideRoleSchema } from './sides';

/**
 * The review's own vocabulary: clause labels, the firm's positions, findings and the values a contract states. The
 * API contract (`src/shared/api/documents`) builds its request and response schemas on these.
 */

/** The longest position or preferred text a playbook holds. */
export const PLAYBOOK_TEXT_CHARS = 2_000;

/** What an answer says when the documents do not answer the question. */
export const NOT_ANSWERED = 'The documents do not answer this question.';

/** The clauses contract review looks for. */
export const CLAUSE_LABELS = [
  'parties',
  'term',
  'termination',
  'assignment',
  'change-of-control',
  'confidentiality',
  'non-compete',
  'indemnity',
  'limitation-of-liability',
  'governing-law',
  'venue',
  'notices',
  'security-deposit',
] as const;
export const clauseLabelSchema = z.enum(CLAUSE_LABELS);

/** A preferred position of the firm: what a clause should say, and words that show it does or does not. */
export const playbookPositionSchema = z.object({
  id: z.string().min(1).max(60),
  clause: clauseLabelSchema,
  /** The position in words, shown with the finding ("Liability caps must be mutual."). */
  position: z.string().trim().min(1).max(PLAYBOOK_TEXT_CHARS),
  /** Words the clause should contain (any one of them satisfies it); empty: only its presence is required. */
  requireAny: z.array(z.string().trim().min(1).max(80)).max(20),
  /** Words the clause must not contain. */
  forbid: z.array(z.string().trim().min(1).max(80)).max(20),
  /** The firm's preferred text, offered as the replacement. */
  preferredText: z.string().trim().min(1).max(PLAYBOOK_TEXT_CHARS),
  severity: severitySchema,
  /**
   * The sides the position is held for ("receiving": confidentiality should end); empty: whichever side the firm acts
   * for. A position held for one side is applied only when the lawyer says they act for it.
   */
  sides: z.array(sideRoleSchema).max(SIDE_ROLES.length).default([]),
  /**
   * How the preferred text goes into a clause the contract has: it replaces the clause ("replace": a whole clause, as
   * a mutual cap), or is added after the clause's own words ("add": a survival period, a payment on termination), so
   * the clause's covenant is kept and only words the position forbids are struck. Saved playbooks without it replace.
   */
  placement: z.enum(['replace', 'add']).default('replace'),
});

export const reviewedClauseSchema = z.object({
  label: clauseLabelSchema,
  heading: z.string().nullable(),
  text: z.string(),
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
});

export const reviewFindingSchema = z.object({
  id: z.string(),
  clause: clauseLabelSchema,
  severity: severitySchema,
  message: z.string(),
  /** The rule ("Cal. Bus. & Prof. Code § 16600") or "Playbook: <position>" the finding rests on. */
  source: z.string(),
  page: z.number().int().positive().nullable(),
  paragraph: z.number().int().positive().nullable(),
  /** The clause text as written (null when the clause is missing). */
  original: z.string().nullable(),
  /** The replacement offered; null when the finding has none to offer. */
  suggested: z.string().nullable(),
});

/** What the contract states as values: the law and forum it chooses, its term, survival, amounts and periods. */
export const contractValuesSchema = z.object({
  governingLaw: z.object({ jurisdiction: z.string(), state: z.string(), text: z.string() }).nullable(),
  venue: z.object({ courts: z.string(), state: z.string().nullable(), exclusive: z.boolean(), text: z.string() }).nullable(),
  term: z.string().nullable(),
  /** How long confidentiality lasts after the end ("in perpetuity", "five (5) years"); null when not stated. */
  survival: z.string().nullable(),
  amounts: z.array(z.object({ text: z.string(), value: z.number() })),
  percentages: z.array(z.object({ text: z.string(), value: z.number() })),
  periods: z.array(z.object({ text: z.string(), days: z.number() })),
});

/** A passage of a document, with where it is. */
export const documentQuotationSchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
  text: z.string(),
});

export type ClauseLabel = z.infer<typeof clauseLabelSchema>;
export type PlaybookPosition = z.infer<typeof playbookPositionSchema>;
export type ReviewedClause = z.infer<typeof reviewedClauseSchema>;
export type ReviewFinding = z.infer<typeof reviewFindingSchema>;
export type ContractValues = z.infer<typeof contractValuesSchema>;
export type DocumentQuotation = z.infer<typeof documentQuotationSchema>;
