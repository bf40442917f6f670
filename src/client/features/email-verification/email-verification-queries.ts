import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFICATION_MESSAGES, type ResendVerificationResponse } from '../../../shared/api/email-verification';
import type { SsoLinkRequest } from '../../../shared/api/sso-links';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';

/** The server's sentence for a refusal, or a connection hint. */
export const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.envelope ? error.envelope.message : 'The server could not be reached. Check your connection and try again.';

/** "Send the link again": a new verification link to the signed-in user's address (a few an hour). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<ResendVerificationResponse>('POST', '/api/me/email-verification'),
    retry: false,
    onSuccess: ({ sentTo }) => toast({ title: 'Link sent', description: EMAIL_VERIFICATION_MESSAGES.resent(sentTo), variant: 'success' }),
    onError: (error) => toast({ title: 'The link was not sent', description: reasonOf(error), variant: 'destructive' }),
  });
}

/** Hands the emailed link's token to the server, which marks the address proven. */
export const verifyEmail = (token: string) => apiRequest<{ verified: true }>('POST', '/api/email-verification', { token });

/** What an emailed single sign-on link would connect, and connecting it. */
export const previewSsoLink = (token: string) => apiRequest<SsoLinkRequest>('POST', '/api/sso/link-requests/preview', { token });
export const confirmSsoLink = (token: string) => apiRequest<SsoLinkRequest>('POST', '/api/sso/link-requests/confirm', { token });
