import { useQuery } from '@tanstack/react-query';
import type { PaperResolution } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { retryUnlessRefused } from '../../research/research-errors';

export const PAPER_PATH = '/api/drafting/paper';

/** What the catalogue offers for a goal in a jurisdiction: the court's own paper, a refusal, or the general form. */
export function usePaperResolution(typeId: string | null, jurisdiction: string) {
  return useQuery<PaperResolution>({
    queryKey: [PAPER_PATH, typeId, jurisdiction],
    queryFn: () => apiRequest<PaperResolution>('GET', `${PAPER_PATH}?${new URLSearchParams({ typeId: typeId ?? '', jurisdiction })}`),
    enabled: typeId !== null && jurisdiction !== '',
    // The catalogue changes only with a release.
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
}
