import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { EMAIL_VERIFICATION_MESSAGES, VERIFICATION_LINK_HOURS } from '../../../shared/api/email-verification';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../http/errors';
import type { Messenger } from '../../providers/messaging';
import type { AddressReader } from './guard';
import { sendVerificationLink } from './link-email';

/**
 * Proving addresses (issue #40) with better-auth's email verification: sign-up sends the link (auth.ts), the
 * /verify-email page hands its token here, and a signed-in user whose address is not proven yet can ask again.
 */
export function createEmailVerification(deps: { auth: Auth; secret: string; messenger: Messenger; publicUrl: string; users: AddressReader }) {
  const { auth, secret, messenger, publicUrl, users } = deps;
  return {
    async verify(token: string): Promise<{ verified: true }> {
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (isAPIError(error)) throw new AppError('invalid-argument', EMAIL_VERIFICATION_MESSAGES.invalidLink);
        throw error;
      }
      return { verified: true };
    },

    async resend(userId: string): Promise<{ sentTo: string }> {
      const address = await users.userAddress(userId);
      if (!address) throw new AppError('not-found', 'Your account could not be found.');
      if (address.verified) throw new AppError('failed-precondition', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
      const token = await createEmailVerificationToken(secret, address.email, undefined, VERIFICATION_LINK_HOURS * 3600);
      await sendVerificationLink({ messenger, publicUrl, email: address.email, token });
      return { sentTo: address.email };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
