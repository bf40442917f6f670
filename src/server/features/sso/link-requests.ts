import { createHash, randomBytes } from 'node:crypto';
import type { InternalAdapter } from 'better-auth';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/constants';
import { SSO_LINK_MESSAGES, type SsoLinkRequest } from '../../../shared/api/sso-links';
import { AppError } from '../../http/errors';
import type { Messenger } from '../../providers/messaging';
import type { AuditLog } from '../audit/audit-log';
import type { FirmsRepository } from '../firms/repository';
import type { FirmSsoRepository } from './repository';

/** How long the emailed link works. */
const LINK_TTL_MS = 60 * 60_000;
/** A provider that keeps sending the same person back does not flood their inbox: one email per firm and account per ten minutes. */
const RESEND_AFTER_MS = 10 * 60_000;

const identifierOf = (token: string) => `firm-sso-link:${createHash('sha256').update(token).digest('hex')}`;
const sentMarkerOf = (firmId: string, userId: string) => `firm-sso-link-sent:${firmId}:${userId}`;
export const providerIdOf = (firmId: string) => `firm-sso:${firmId}`;

const pendingLinkSchema = z.object({
  userId: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  /** The provider the subject belongs to: a firm that changes its issuer in between invalidates the request. */
  issuer: z.string(),
  subject: z.string(),
  email: z.string(),
});
type PendingLink = z.infer<typeof pendingLinkSchema>;

const INVALID = () => new AppError('not-found', SSO_LINK_MESSAGES.invalid);

/**
 * The holder's consent to a provider's first sign-in into an existing account (issue #40): the callback emails a
 * single-use link, valid for an hour, to the account's verified address; only opening it and confirming links
 * the provider's subject to the account. Stored in better-auth's verification table under the token's hash.
 */
export async function requestLinkConsent(
  adapter: InternalAdapter,
  deps: { messenger: Messenger; audit: AuditLog; publicUrl: string },
  link: PendingLink,
): Promise<void> {
  const marker = sentMarkerOf(link.firmId, link.userId);
  const sent = await adapter.findVerificationValue(marker);
  if (sent && sent.expiresAt <= new Date()) await adapter.deleteVerificationByIdentifier(marker);
  // First writer wins (the row's key derives from the marker): parallel callbacks send one email between them.
  if (!(await adapter.reserveVerificationValue({ identifier: marker, value: '1', expiresAt: new Date(Date.now() + RESEND_AFTER_MS) }))) return;

  const token = randomBytes(32).toString('base64url');
  await adapter.createVerificationValue({ identifier: identifierOf(token), value: JSON.stringify(link), expiresAt: new Date(Date.now() + LINK_TTL_MS) });
  const url = `${deps.publicUrl.replace(/\/$/, '')}/sso/link?token=${encodeURIComponent(token)}`;
  await deps.messenger.sendEmail({
    to: link.email,
    subject: `Connect ${link.firmName}’s single sign-on to your ${PRODUCT_NAME} account?`,
    text:
      `${SSO_LINK_MESSAGES.explain(link.firmName, link.issuer, link.email)} To do so, open ${url} and confirm. ` +
      `The link works once and expires in one hour. ${SSO_LINK_MESSAGES.notYou}`,
  });
  await deps.audit.record({
    action: 'auth.sso-link-requested',
    subject: { id: link.userId, email: link.email },
    ip: null,
    details: { firmId: link.firmId, issuer: link.issuer },
  });
}

/** Reading and confirming an emailed link: anyone holding the token, which only the address's mailbox received. */
export function createSsoLinkRequests(deps: {
  adapter: () => Promise<InternalAdapter>;
  repository: FirmSsoRepository;
  firms: FirmsRepository;
  audit: AuditLog;
}) {
  const { repository, firms, audit } = deps;

  /** The request, while it can still be confirmed: not expired, the firm's provider unchanged, the address still the account's and verified. */
  async function stillValid(found: { value: string; expiresAt: Date } | null): Promise<PendingLink> {
    if (!found || found.expiresAt <= new Date()) throw INVALID();
    const parsed = pendingLinkSchema.safeParse(JSON.parse(found.value));
    if (!parsed.success) throw INVALID();
    const link = parsed.data;
    const [config, address] = await Promise.all([repository.ofFirm(link.firmId), firms.userAddress(link.userId)]);
    if (config?.issuer !== link.issuer || !address?.verified || address.email.toLowerCase() !== link.email) throw INVALID();
    return link;
  }

  const view = (link: PendingLink): SsoLinkRequest => ({ firmName: link.firmName, issuer: link.issuer, email: link.email });

  return {
    async preview(token: string): Promise<SsoLinkRequest> {
      const adapter = await deps.adapter();
      return view(await stillValid(await adapter.findVerificationValue(identifierOf(token))));
    },

    async confirm({ token, ip }: { token: string; ip: string | null }): Promise<SsoLinkRequest> {
      const adapter = await deps.adapter();
      const link = await stillValid(await adapter.consumeVerificationValue(identifierOf(token)));
      const providerId = providerIdOf(link.firmId);
      const owner = await adapter.findAccountOwnerByKey({ providerId, accountId: link.subject });
      if (owner && !(owner.kind === 'owned' && owner.user.id === link.userId)) throw new AppError('already-exists', SSO_LINK_MESSAGES.alreadyLinked);
      if (!owner) {
        await adapter.linkAccount({ providerId, accountId: link.subject, userId: link.userId });
        await audit.record({
          action: 'auth.sso-linked',
          actor: { id: link.userId },
          subject: { id: link.userId, email: link.email },
          ip,
          details: { firmId: link.firmId, issuer: link.issuer, method: 'emailed-link' },
        });
      }
      return view(link);
    },
  };
}

export type SsoLinkRequests = ReturnType<typeof createSsoLinkRequests>;
