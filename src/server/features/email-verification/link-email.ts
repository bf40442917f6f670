import { PRODUCT_NAME } from '../../../shared/constants';
import { VERIFICATION_LINK_HOURS } from '../../../shared/api/email-verification';
import type { Messenger } from '../../providers/messaging';

/** The email that proves an address: a link to the /verify-email page, which hands the token to the API. */
export async function sendVerificationLink({ messenger, publicUrl, email, token }: { messenger: Messenger; publicUrl: string; email: string; token: string }) {
  const link = `${publicUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
  await messenger.sendEmail({
    to: email,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    text:
      `To confirm that ${email} is yours, open ${link} within ${VERIFICATION_LINK_HOURS} hours. ` +
      `Until then you can use ${PRODUCT_NAME}, but not accept firm invitations or set up single sign-on for your address's domain. ` +
      `If you did not create a ${PRODUCT_NAME} account, ignore this email.`,
  });
}
