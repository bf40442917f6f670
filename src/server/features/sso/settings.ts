import type { FirmSsoSettings as Settings, FirmSsoView } from '../../../shared/api/sso';
import type { SystemCipher } from '../../crypto/system-cipher';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import type { FirmsRepository } from '../firms/repository';
import { IdentityProviderError, type OidcClient } from './oidc-client';
import type { FirmSsoRepository, FirmSsoRow } from './repository';

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
 * owners change them, and a provider is saved only once its discovery document has been read.
 */
export function createFirmSsoSettings(deps: {
  repository: FirmSsoRepository;
  firms: FirmsRepository;
  oidc: OidcClient;
  cipher: SystemCipher;
  audit: AuditLog;
  publicUrl: string;
}) {
  const { repository, firms, oidc, cipher, audit, publicUrl } = deps;

  const view = (row: FirmSsoRow | null): FirmSsoView => ({
    configured: row !== null,
    issuer: row?.issuer ?? null,
    clientId: row?.clientId ?? null,
    emailDomain: row?.emailDomain ?? null,
    required: row?.required ?? false,
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

  return {
    async get({ userId, firmId }: Acting): Promise<FirmSsoView> {
      await roleIn(firmId, userId);
      return view(await repository.ofFirm(firmId));
    },

    async save({ userId, ip, firmId, settings }: Acting & { settings: Settings }): Promise<FirmSsoView> {
      await requireOwner(firmId, userId);
      const existing = await repository.ofFirm(firmId);
      const claimed = await repository.ofDomain(settings.emailDomain);
      if (claimed && claimed.firmId !== firmId) {
        throw new AppError('already-exists', `Another firm already signs in ${settings.emailDomain} addresses through its identity provider.`);
      }
      const owner = await firms.userEmail(userId);
      if (!owner?.toLowerCase().endsWith(`@${settings.emailDomain}`)) {
        throw new AppError('failed-precondition', `Only an owner whose own address is at ${settings.emailDomain} can set up single sign-on for it.`);
      }
      if (!settings.clientSecret && !existing) throw new AppError('invalid-argument', 'Enter the client secret your identity provider gave you.');
      try {
        await oidc.discover(settings.issuer);
      } catch (error) {
        if (error instanceof IdentityProviderError) throw new AppError('failed-precondition', error.message);
        throw error;
      }
      const row = await repository.save({
        firmId,
        issuer: settings.issuer,
        clientId: settings.clientId,
        clientSecretEncrypted: settings.clientSecret ? await cipher.encrypt(secretContext(firmId), settings.clientSecret) : existing!.clientSecretEncrypted,
        emailDomain: settings.emailDomain,
        required: settings.required,
        updatedBy: userId,
      });
      await audit.record({
        action: 'firm.sso-configured',
        actor: { id: userId },
        ip,
        details: { firmId, issuer: row.issuer, emailDomain: row.emailDomain, required: row.required },
      });
      return view(row);
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
