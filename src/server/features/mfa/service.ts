import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { AUTH, PRODUCT_NAME } from '../../../shared/constants';
import { MFA_MESSAGES } from '../../../shared/messages';
import type { Auth } from '../../auth/auth';
import { maskPhoneNumber, normalisePhoneNumber } from '../../auth/phone';
import { AppError } from '../../http/errors';
import type { Messenger } from '../../providers/messaging';
import type { ProfilesRepository } from '../profiles/repository';
import type { PhoneVerificationsRepository } from './repository';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** AUTH.smsCodeLength)).padStart(AUTH.smsCodeLength, '0');
}

export interface MfaServiceDeps {
  auth: Auth;
  messenger: Messenger;
  profiles: ProfilesRepository;
  pending: PhoneVerificationsRepository;
}

/** Only the session cookie goes to better-auth: our API's bearer JWT is not a better-auth session token. */
const cookieHeaders = (cookie: string | undefined) => new Headers(cookie ? { cookie } : {});

function passwordError(error: unknown): never {
  if (error instanceof APIError && error.status === 'BAD_REQUEST') {
    throw new AppError('invalid-argument', 'Incorrect password. Please try again.');
  }
  // better-auth changes the second factor only for its own session cookie; an API token alone is not one, and a
  // 401 here would wrongly tell the client the user is signed out.
  if (error instanceof APIError && error.status === 'UNAUTHORIZED') {
    throw new AppError('failed-precondition', 'Your sign-in could not be confirmed for this change. Sign in again, then try once more.');
  }
  throw error;
}

/** Phone MFA enrolment and the sign-in SMS, on top of better-auth's two-factor plugin. */
export function createMfaService({ auth, messenger, profiles, pending }: MfaServiceDeps) {
  return {
    async status(userId: string) {
      const found = await profiles.findWithUser(userId);
      const phone = found?.profile.phoneVerifiedAt ? found.profile.phoneNumber : null;
      return { enabled: Boolean(found?.user.twoFactorEnabled), phoneHint: phone ? maskPhoneNumber(phone) : null };
    },

    async startEnrolment({ userId, phoneNumber }: { userId: string; phoneNumber: string }) {
      const normalised = normalisePhoneNumber(phoneNumber);
      if (!normalised) {
        throw new AppError('invalid-argument', 'Enter the phone number in international form, for example +1 415 555 0100.');
      }
      const code = generateSmsCode();
      await pending.upsert(userId, {
        phoneNumber: normalised,
        codeHash: hashCode(code).toString('hex'),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      try {
        await messenger.sendSms({ to: normalised, body: `${code} is your ${PRODUCT_NAME} verification code. It expires in 10 minutes.` });
      } catch {
        throw new AppError('unavailable', MFA_MESSAGES.failedToSendSms);
      }
      return { phoneHint: maskPhoneNumber(normalised) };
    },

    /**
     * Turning the second factor on or off makes better-auth replace the session (the old one is deleted), so both
     * return the new session's Set-Cookie lines for the route to pass on; without them the browser is signed out.
     */
    async finishEnrolment({ userId, code, password, cookie }: { userId: string; code: string; password: string; cookie?: string }) {
      const check = await pending.find(userId);
      if (!check || check.expiresAt < new Date()) {
        throw new AppError('failed-precondition', MFA_MESSAGES.verificationSessionNotFound);
      }
      // The attempt is counted before the code is compared: a wrong one keeps its count.
      const reserved = await pending.reserveAttempt(userId, MAX_ATTEMPTS);
      if (!reserved) {
        await pending.remove(userId);
        throw new AppError('resource-exhausted', MFA_MESSAGES.authenticationFailed);
      }
      const matches = timingSafeEqual(hashCode(code), Buffer.from(reserved.codeHash, 'hex'));
      if (!matches) throw new AppError('invalid-argument', MFA_MESSAGES.invalidCode);
      const { headers } = await auth.api
        .enableTwoFactor({ body: { password }, headers: cookieHeaders(cookie), returnHeaders: true })
        .catch(passwordError);
      await profiles.setVerifiedPhone(userId, reserved.phoneNumber);
      await pending.remove(userId);
      return { enabled: true, phoneHint: maskPhoneNumber(reserved.phoneNumber), setCookie: headers.getSetCookie() };
    },

    async disable({ userId, password, cookie }: { userId: string; password: string; cookie?: string }) {
      const { headers } = await auth.api
        .disableTwoFactor({ body: { password }, headers: cookieHeaders(cookie), returnHeaders: true })
        .catch(passwordError);
      await profiles.setVerifiedPhone(userId, null);
      return { setCookie: headers.getSetCookie() };
    },

    /** Texts the sign-in code to the phone of the account waiting in the two-factor step. */
    async sendSignInCode({ cookie }: { cookie?: string }) {
      try {
        await auth.api.sendTwoFactorOTP({ headers: cookieHeaders(cookie), body: {} });
      } catch (error) {
        if (error instanceof APIError && error.status === 'UNAUTHORIZED') {
          throw new AppError('failed-precondition', MFA_MESSAGES.sessionNotInitialized);
        }
        throw new AppError('unavailable', MFA_MESSAGES.failedToSendSms);
      }
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
