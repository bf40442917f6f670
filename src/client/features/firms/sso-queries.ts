import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmSsoSettings, FirmSsoView } from '../../../shared/api/sso';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { retryUnlessRefused } from '../research/research-errors';
import { firmPath } from './firms-queries';

// A firm's single sign-on settings (issue #19, ADR 026): every member reads them, owners change them.

export const ssoPath = (firmId: string) => `${firmPath(firmId)}/sso`;

export const useFirmSso = (firmId: string) => useQuery<FirmSsoView>({ queryKey: [ssoPath(firmId)], staleTime: 0, retry: retryUnlessRefused });

/** Saves the settings once the server has read the provider's discovery document; refusals are shown by the form. */
export function useSaveFirmSso(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FirmSsoSettings) => apiRequest<FirmSsoView>('PUT', ssoPath(firmId), input),
    retry: false,
    onSuccess: (view) => {
      queryClient.setQueryData([ssoPath(firmId)], view);
      const description =
        view.domain?.status === 'verified'
          ? `People at ${view.emailDomain} can sign in through your identity provider.`
          : `Now prove you hold ${view.emailDomain}: add the TXT record shown below, then choose Verify.`;
      toast({ title: 'Single sign-on saved', description, variant: 'success' });
    },
  });
}

/** Asks the server to read the domain's TXT record now; a refusal (no record yet) is shown beside the button. */
export function useVerifyFirmDomain(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FirmSsoView>('POST', `${ssoPath(firmId)}/verify-domain`),
    retry: false,
    // A refused check was still a check: reload the claim so "Last checked" says when.
    onError: () => void queryClient.invalidateQueries({ queryKey: [ssoPath(firmId)] }),
    onSuccess: (view) => {
      queryClient.setQueryData([ssoPath(firmId)], view);
      toast({ title: 'Domain verified', description: `People at ${view.emailDomain} now sign in through your identity provider.`, variant: 'success' });
    },
  });
}

export function useRemoveFirmSso(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FirmSsoView>('DELETE', ssoPath(firmId)),
    retry: false,
    onSuccess: (view) => {
      queryClient.setQueryData([ssoPath(firmId)], view);
      toast({ title: 'Single sign-on removed', description: 'Members sign in with their email and password again.', variant: 'success' });
    },
  });
}
