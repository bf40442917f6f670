import { useQuery } from '@tanstack/react-query';
import { courtFitsJurisdiction, encodeCourt, parseCourt } from '../../../../legal/courts/chosen-court';
import type { PaperResolution } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { retryUnlessRefused } from '../../research/research-errors';

export const PAPER_PATH = '/api/drafting/paper';

/**
 * The court the intake chose, as the paper lookup is asked for it: one of the jurisdiction's own courts in the list, or
 * null (none chosen, a typed name, or a court left from another jurisdiction's list until the form clears it).
 */
export function paperCourtOf(courtId: unknown, jurisdiction: string): string | null {
  const court = typeof courtId === 'string' && courtId !== '' ? parseCourt(courtId) : null;
  return court && courtFitsJurisdiction(court, jurisdiction) ? encodeCourt(court) : null;
}

/** GET /api/drafting/paper for a goal in a jurisdiction, in the chosen court when there is one. */
export const paperUrl = (typeId: string, jurisdiction: string, courtId: string | null) =>
  `${PAPER_PATH}?${new URLSearchParams({ typeId, jurisdiction, ...(courtId ? { courtId } : {}) })}`;

/**
 * What the catalogue offers for a goal in a jurisdiction: the court's own paper, a refusal, or the general form; in the
 * chosen court (`paperCourtOf`), that court's own form, as the draft will be made (N.D. Tex.'s summary-judgment motion).
 */
export function usePaperResolution(typeId: string | null, jurisdiction: string, courtId: string | null = null) {
  return useQuery<PaperResolution>({
    queryKey: [PAPER_PATH, typeId, jurisdiction, courtId],
    queryFn: () => apiRequest<PaperResolution>('GET', paperUrl(typeId ?? '', jurisdiction, courtId)),
    enabled: typeId !== null && jurisdiction !== '',
    // Choosing a court in the intake keeps the form on screen while that court's paper loads; another goal or
    // jurisdiction shows nothing of the last one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === typeId && previousQuery.queryKey[2] === jurisdiction ? previous : undefined,
    // The catalogue changes only with a release.
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
}
