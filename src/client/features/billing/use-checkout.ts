import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';

/**
 * Starts a checkout and goes to its page: the in-app sandbox, or Stripe's hosted checkout. A pack with `firmId`
 * goes to that firm's token pool (its owners and admins buy it).
 */
export function useCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: { plan: string } | { pack: string; firmId?: string }) =>
      apiRequest<{ checkoutId: string; url: string }>('POST', '/api/billing/checkout', request),
    retry: false,
    onSuccess: ({ url }) => {
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    },
    onError: (error) =>
      toast({
        title: 'Checkout could not start',
        description: error instanceof ApiError && error.envelope ? error.envelope.message : 'Please try again.',
        variant: 'destructive',
      }),
  });
}
