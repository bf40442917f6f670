import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmPool, MemberCapInput, PoolTransferInput, UsageResponse } from '../../../shared/api/matters';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { downloadFile } from '../documents/document-requests';
import { firmPath, reasonOf } from '../firms/firms-queries';
import { retryUnlessRefused } from '../research/research-errors';
import { usagePath, type UsageRange } from './usage';

// The firm's token pool, its members' monthly caps, and usage by matter (ADR 025).

export const poolPath = (firmId: string) => `${firmPath(firmId)}/pool`;

const failed = (title: string) => (error: unknown) => toast({ title, description: reasonOf(error), variant: 'destructive' });

export const useFirmPool = (firmId: string) => useQuery<FirmPool>({ queryKey: [poolPath(firmId)], staleTime: 0, retry: retryUnlessRefused });

/** A usage report (the firm's, one's own, every firm's) at `path`, read afresh each time it is shown. */
export const useUsageReport = <Report>(path: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery<Report>({ queryKey: [path], staleTime: 0, retry: retryUnlessRefused, enabled });

/** Usage by matter and member over `range` (owners and admins see everyone's; a member their own). */
export const useFirmUsage = (firmId: string, range: UsageRange, options: { enabled?: boolean } = {}) => useUsageReport<UsageResponse>(usagePath(firmId, range), options);

/** Sets or (with null) removes a member's monthly cap; the pool's figures are read again. */
export function useSetCap(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, monthlyTokenCap }: { userId: string } & MemberCapInput) =>
      apiRequest<unknown>('PUT', `${firmPath(firmId)}/members/${encodeURIComponent(userId)}/cap`, { monthlyTokenCap } satisfies MemberCapInput),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [poolPath(firmId)] }),
    onError: failed('The cap was not changed'),
  });
}

/** An owner moves tokens from their own balance into the pool; both balances are read again. */
export function usePoolTransfer(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PoolTransferInput) => apiRequest<unknown>('POST', `${poolPath(firmId)}/transfer`, input),
    retry: false,
    onSuccess: (_result, input) => {
      toast({ title: 'Tokens moved', description: `${input.tokens.toLocaleString('en-US')} tokens are in the firm’s pool.`, variant: 'success' });
      void queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(me$|tokens)/.test(String(query.queryKey[0])) });
      return queryClient.invalidateQueries({ queryKey: [poolPath(firmId)] });
    },
  });
}

/** A usage report's CSV, fetched with the bearer token like the app's other downloads and saved under the server's name. */
export function useUsageCsv(csvPath: (range: UsageRange) => string) {
  return useMutation({
    mutationFn: (range: UsageRange) => downloadFile(csvPath(range), `usage-${range.from}-${range.to}.csv`),
  });
}
