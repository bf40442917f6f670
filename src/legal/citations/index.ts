export { extractCitations } from './extract';
export { formatCaseCitation, formatShortCaseCitation } from './format';
export { checkPlausibility } from './plausibility';
export type { Plausibility, PlausibilityCheck } from './plausibility';
export { REPORTER_EDITIONS, findReporterEdition, usReportsVolume } from './reporters';
export { findDbEditions } from './reporters-db';
export type { ReporterEdition } from './reporters';
export { resolveCitations } from './resolve';
export type { ResolvedCitation } from './resolve';
export type {
  CaseCitation,
  Citation,
  CitationKind,
  DatabaseCitation,
  DocketCitation,
  IdCitation,
  JournalCitation,
  NeutralCitation,
  RegulationCitation,
  ReporterReference,
  RuleCitation,
  ShortCaseCitation,
  SourceSpan,
  StateStatuteCitation,
  StatuteCitation,
  SupraCitation,
} from './types';
