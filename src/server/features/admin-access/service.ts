import type { FastifyBaseLogger } from 'fastify';
import { SIGNUP_MESSAGES } from '../../../shared/messages';
import type { AdminSetupRequest } from '../../../shared/api/admin-access';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../http/errors';
import type { SettingsRepository } from '../settings/repository';
import { accessCodeMatches, generateAccessCode, hashAccessCode } from './codes';
import type { AdminAccessRepository } from './repository';

const SETUP_CODE_KEY = 'admin_setup_code_hash';
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdminAccessDeps {
  auth: Auth;
  repository: AdminAccessRepository;
  settings: SettingsRepository;
}

/** Creates the account through better-auth and returns its response (which signs the new admin in). */
async function signUp(auth: Auth, account: AdminSetupRequest): Promise<{ response: Response; userId: string }> {
  const response = await auth.api.signUpEmail({
    body: { email: account.email, password: account.password, name: `${account.firstName} ${account.lastName}` },
    asResponse: true,
  });
  const body = (await response.clone().json().catch(() => null)) as { user?: { id: string }; code?: string } | null;
  if (!response.ok || !body?.user) {
    if (body?.code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('already-exists', SIGNUP_MESSAGES.emailInUse);
    throw new AppError('invalid-argument', SIGNUP_MESSAGES.other);
  }
  return { response, userId: body.user.id };
}

/** The two ways to become an admin (DESIGN §5): the one-time setup code, and invitations from an admin. */
export function createAdminAccessService({ auth, repository, settings }: AdminAccessDeps) {
  return {
    /** At start-up: while no admin exists, a fresh one-time setup code is printed in the server log. */
    async prepareSetupCode(log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
      if (await repository.adminExists()) {
        await settings.delete(SETUP_CODE_KEY);
        return;
      }
      const code = generateAccessCode();
      await settings.set(SETUP_CODE_KEY, hashAccessCode(code));
      log.warn(`Admin setup code: ${code} (open /admin-setup to create the first administrator; the code works once)`);
    },

    async setupNeeded(): Promise<boolean> {
      return !(await repository.adminExists());
    },

    async createFirstAdmin(request: AdminSetupRequest): Promise<Response> {
      if (await repository.adminExists()) throw new AppError('failed-precondition', 'Setup is already complete.');
      const stored = await settings.get(SETUP_CODE_KEY);
      if (!stored || !accessCodeMatches(request.code, stored)) {
        throw new AppError('permission-denied', 'That setup code is not valid. Use the code printed in the server log.');
      }
      // Taking the code is one conditional delete, so two simultaneous requests cannot both use it.
      if (!(await settings.deleteIfValue(SETUP_CODE_KEY, stored))) {
        throw new AppError('permission-denied', 'That setup code has just been used.');
      }
      try {
        const { response, userId } = await signUp(auth, request);
        await repository.makeAdmin(userId);
        return response;
      } catch (error) {
        // A failed attempt (an address already taken, say) does not use the code up, as with invitations.
        await settings.set(SETUP_CODE_KEY, stored);
        throw error;
      }
    },

    async invite(adminId: string): Promise<{ code: string; expiresAt: Date }> {
      const code = generateAccessCode();
      const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
      await repository.createInvitation({ codeHash: hashAccessCode(code), createdBy: adminId, expiresAt });
      return { code, expiresAt };
    },

    async registerInvitedAdmin(request: AdminSetupRequest): Promise<Response> {
      const invitationId = await repository.claimInvitation(hashAccessCode(request.code));
      if (!invitationId) throw new AppError('permission-denied', 'That invitation code is not valid, has been used, or has expired.');
      try {
        const { response, userId } = await signUp(auth, request);
        await repository.makeAdmin(userId);
        await repository.recordInvitee(invitationId, userId);
        return response;
      } catch (error) {
        await repository.releaseInvitation(invitationId);
        throw error;
      }
    },
  };
}

export type AdminAccessService = ReturnType<typeof createAdminAccessService>;
