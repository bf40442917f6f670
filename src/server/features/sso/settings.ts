import type { FirmSsoSettings as Settings, FirmSsoView } from '../../../shared/api/sso';
import type { SystemCipher } from '../../crypto/system-cipher';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import type { FirmsRepository } from '../firms/repository';
import { claimStatus, claimView, newClaim, type DomainVerifier } from './domain-claims';
import { IdentityProviderError, type OidcClient } from './oidc-client';
import type { FirmSsoRepository, FirmSsoRow } from './repository';
import { requireVerifiedAddress } from '../email-verification/guard';

/** The secret is sealed for its firm: copied onto another firm's row, it does not open. */
export const secretContext = (firmId: string) => `firm-sso:${firmId}`;

export const ssoRedirectUri = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/api/auth/sso/callback`;

interface Acting {
  userId: string;
  ip: string | null;
  firmId: string;
}

/**
 * A firm's single sign-on settings (ADR 026). Every member may read them (they decide how members sign in); only
 * owners change them, and a provider is saved only once its discovery document has been read. The email domain is a
 * claim until DNS proves it (issue #40): only a verified domain signs in through the provider or requires it.
 */
export function createFirmSsoSettings(deps: {
  repository: FirmSsoRepository;
  firms: FirmsRepository;
  oidc: OidcClient;
  cipher: SystemCipher;
  audit: AuditLog;
  domains: DomainVerifier;
  publicUrl: string;
}) {
  const { repository, firms, oidc, cipher, audit, domains, publicUrl } = deps;

  const view = (row: FirmSsoRow | null, now = new Date()): FirmSsoView => ({
    configured: row !== null,
    issuer: row?.issuer ?? null,
    clientId: row?.clientId ?? null,
    emailDomain: row?.emailDomain ?? null,
    required: row?.required ?? false,
    domain: row ? claimView(row, now) : null,
    redirectUri: ssoRedirectUri(publicUrl),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  });

  async function roleIn(firmId: string, userId: string) {
    const membership = await firms.membership(firmId, userId);
    if (!membership) throw new AppError('not-found', 'No such firm.');
    return membership.role;
  }

  async function requireOwner(firmId: string, userId: string) {
    if ((await roleIn(firmId, userId)) !== 'owner') {
      throw new AppError('permission-denied', "Only the firm's owners can change how its members sign in.");
    }
  }

  /** A claim of a domain is made by an owner who has proven an address at it (the DNS record proves the rest). */
  async function requireOwnAddressAt(userId: string, emailDomain: string) {
    const owner = await firms.userAddress(userId);
    if (!owner?.email.toLowerCase().endsWith(`@${emailDomain}`)) {
      throw new AppError('failed-precondition', `Only an owner whose own address is at ${emailDomain} can set up single sign-on for it.`);
    }
    await requireVerifiedAddress(firms, userId, `set up single sign-on for ${emailDomain}`);
  }

  return {
    async get({ userId, firmId }: Acting): Promise<FirmSsoView> {
      await roleIn(firmId, userId);
      return view(await repository.ofFirm(firmId));
    },

    async save({ userId, ip, firmId, settings }: Acting & { settings: Settings }): Promise<FirmSsoView> {
      await requireOwner(firmId, userId);
      const now = new Date();
      const existing = await repository.ofFirm(firmId);
      // Only a verified claim holds the domain: a pending one elsewhere does not stop this firm claiming it.
      const holder = await repository.ofDomain(settings.emailDomain);
      if (holder && holder.firmId !== firmId) {
        throw new AppError('already-exists', `Another firm has proven it holds ${settings.emailDomain} and signs in its addresses.`);
      }
      const sameClaim = existing?.emailDomain === settings.emailDomain && claimStatus(existing, now) !== 'expired';
      if (!sameClaim) await requireOwnAddressAt(userId, settings.emailDomain);
      if (!settings.clientSecret && !existing) throw new AppError('invalid-argument', 'Enter the client secret your identity provider gave you.');
      try {
        await oidc.discover(settings.issuer);
      } catch (error) {
        if (error instanceof IdentityProviderError) throw new AppError('failed-precondition', error.message);
        throw error;
      }
      const row = await repository.save(
        {
          firmId,
          issuer: settings.issuer,
          clientId: settings.clientId,
          clientSecretEncrypted: settings.clientSecret ? await cipher.encrypt(secretContext(firmId), settings.clientSecret) : existing!.clientSecretEncrypted,
          emailDomain: settings.emailDomain,
          required: settings.required,
          updatedBy: userId,
        },
        sameClaim ? null : newClaim(now),
      );
      await audit.record({
        action: 'firm.sso-configured',
        actor: { id: userId },
        ip,
        details: { firmId, issuer: row.issuer, emailDomain: row.emailDomain, required: row.required, domainStatus: claimStatus(row, now) },
      });
      return view(row, now);
    },

    /** The owner's "Verify": DNS is asked now for the claim's TXT record. */
    async verifyDomain({ userId, ip, firmId }: Acting): Promise<FirmSsoView> {
      await requireOwner(firmId, userId);
      const row = await repository.ofFirm(firmId);
      if (!row) throw new AppError('failed-precondition', 'Save the single sign-on settings first: they name the domain to verify.');
      return view(await domains.verify(row, { userId, ip }));
    },

    async remove({ userId, ip, firmId }: Acting): Promise<FirmSsoView> {
      await requireOwner(firmId, userId);
      if (await repository.remove(firmId)) {
        await audit.record({ action: 'firm.sso-removed', actor: { id: userId }, ip, details: { firmId } });
      }
      return view(null);
    },
  };
}

export type FirmSsoSettings = ReturnType<typeof createFirmSsoSettings>;
