import type { VerifiedCitation } from '../../../shared/api/citations';

/** What verification concluded about one citation, before offsets and quotations are attached. */
export type Verdict = Omit<VerifiedCitation, 'start' | 'end' | 'text' | 'kind' | 'normalized' | 'quotations'> & {
  /** The corpus case the verdict rests on, for pin and quotation checks. */
  corpusCaseId: number | null;
};
