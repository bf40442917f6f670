import { EMAIL_VERIFICATION_MESSAGES } from '../../../shared/api/email-verification';
import { AppError } from '../../http/errors';

/** Reads a user's address and whether its holder has proven it (the emailed link, or a password reset's link). */
export interface AddressReader {
  userAddress(userId: string): Promise<{ email: string; verified: boolean } | null>;
}

/**
 * The one check before anything that grants authority over an address (issue #40): claiming its domain for a
 * firm's single sign-on, accepting an invitation sent to it. Answers the user's address, lower case, once proven;
 * refuses with 412 and a sentence naming `action` ("join Smith LLP") while it is not.
 */
export async function requireVerifiedAddress(users: AddressReader, userId: string, action: string): Promise<string> {
  const address = await users.userAddress(userId);
  if (!address?.verified) throw new AppError('failed-precondition', EMAIL_VERIFICATION_MESSAGES.required(action));
  return address.email.toLowerCase();
}
