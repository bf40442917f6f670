import type { FastifyBaseLogger } from 'fastify';
import { SIGNUP_MESSAGES } from '../../../shared/messages';
import type { AdminSetupRequest } from '../../../shared/api/admin-access';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { generateAccessCode, hashAccessCode } from './codes';
import type { AdminAccessRepository } from './repository';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A setup code printed in a log is good for as long as an invitation; any restart prints a fresh one. */
const SETUP_CODE_LIFETIME_MS = INVITATION_LIFETIME_MS;

export interface AdminAccessDeps {
  auth: Auth;
  repository: AdminAccessRepository;
  audit: AuditLog;
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
export function createAdminAccessService({ auth, repository, audit }: AdminAccessDeps) {
  const oldestValid = () => new Date(Date.now() - SETUP_CODE_LIFETIME_MS);
  return {
    /**
     * At start-up: while no admin exists, a fresh one-time setup code is printed in the server log. It is added to
     * the codes other instances printed (ADR 019), so whichever the operator reads works on every instance.
     */
    async prepareSetupCode(log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
      if (await repository.adminExists()) {
        await repository.clearSetupCodes();
        return;
      }
      await repository.clearSetupCodes(oldestValid());
      const code = generateAccessCode();
      await repository.addSetupCode(hashAccessCode(code));
      log.warn(`Admin setup code: ${code}\nOpen /admin-setup to create the first administrator with it. The code works once.`);
    },

    async setupNeeded(): Promise<boolean> {
      return !(await repository.adminExists());
    },

    async createFirstAdmin({ account: request, ip }: { account: AdminSetupRequest; ip: string }): Promise<Response> {
      if (await repository.adminExists()) throw new AppError('failed-precondition', 'Setup is already complete.');
      // Every code is taken at once, so two requests (with one code or with two) cannot both create a first admin.
      const taken = await repository.claimSetupCodes(hashAccessCode(request.code), oldestValid());
      if (taken.length === 0) {
        // Nothing taken: a wrong or expired code, unless another request has just taken them all.
        if (await repository.setupCodesPending()) {
          throw new AppError(
            'permission-denied',
            'That setup code is not valid. Use a code printed in the server log in the last seven days, or restart the server for a new one.',
          );
        }
        throw new AppError('failed-precondition', 'A setup code has just been used: the first administrator is being created.');
      }
      try {
        const { response, userId } = await signUp(auth, request);
        await repository.makeAdmin(userId);
        await audit.record({ action: 'admin.setup-completed', actor: { id: userId, email: request.email }, ip, details: {} });
        return response;
      } catch (error) {
        // A failed attempt (an address already taken, say) does not use the codes up, as with invitations.
        await repository.restoreSetupCodes(taken);
        throw error;
      }
    },

    async invite({ adminId, ip }: { adminId: string; ip: string }): Promise<{ code: string; expiresAt: Date }> {
      const code = generateAccessCode();
      const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
      const invitationId = await repository.createInvitation({ codeHash: hashAccessCode(code), createdBy: adminId, expiresAt });
      await audit.record({
        action: 'admin.invitation-created',
        actor: { id: adminId },
        ip,
        details: { invitationId, expiresAt: expiresAt.toISOString() },
      });
      return { code, expiresAt };
    },

    /** The invitations created so far, newest first; a code is shown only once, when it is created. */
    async invitations(now = new Date()) {
      const rows = await repository.listInvitations(50);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        createdBy: row.createdBy,
        usedAt: row.usedAt?.toISOString() ?? null,
        usedBy: row.usedBy,
        status: row.usedAt ? ('used' as const) : row.expiresAt <= now ? ('expired' as const) : ('open' as const),
      }));
    },

    async registerInvitedAdmin({ account: request, ip }: { account: AdminSetupRequest; ip: string }): Promise<Response> {
      const invitationId = await repository.claimInvitation(hashAccessCode(request.code));
      if (!invitationId) throw new AppError('permission-denied', 'That invitation code is not valid, has been used, or has expired.');
      try {
        const { response, userId } = await signUp(auth, request);
        await repository.makeAdmin(userId);
        await repository.recordInvitee(invitationId, userId);
        await audit.record({ action: 'admin.invitation-used', actor: { id: userId, email: request.email }, ip, details: { invitationId } });
        return response;
      } catch (error) {
        await repository.releaseInvitation(invitationId);
        throw error;
      }
    },
  };
}

export type AdminAccessService = ReturnType<typeof createAdminAccessService>;
