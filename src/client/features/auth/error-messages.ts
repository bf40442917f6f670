import { AUTH_ERROR_CODES as CODES } from '../../../shared/api/auth';
import { SSO_REQUIRED_CODE } from '../../../shared/api/sso';
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/messages';
import { IdentityError } from '../../lib/auth/identity-api';

const codeOf = (error: unknown) => (error instanceof IdentityError ? error.code : undefined);
const statusOf = (error: unknown) => (error instanceof IdentityError ? error.status : undefined);
const providerMessage = (error: unknown) =>
  error instanceof IdentityError && error.code === undefined && error.message ? error.message : undefined;

/** SPEC §8 sign-up causes → messages (toast title 'Signup failed'). */
export function signupErrorMessage(error: unknown): { message: string; emailInUse: boolean } {
  switch (codeOf(error)) {
    case CODES.userExists:
      return { message: SIGNUP_MESSAGES.emailInUse, emailInUse: true };
    case CODES.invalidEmail:
      return { message: SIGNUP_MESSAGES.invalidEmail, emailInUse: false };
    case CODES.passwordTooShort:
      return { message: SIGNUP_MESSAGES.weakPassword, emailInUse: false };
    case CODES.signUpDisabled:
      return { message: SIGNUP_MESSAGES.operationNotAllowed, emailInUse: false };
    case SSO_REQUIRED_CODE:
      return { message: (error as IdentityError).message, emailInUse: false };
  }
  return { message: providerMessage(error) ?? SIGNUP_MESSAGES.other, emailInUse: false };
}

/** SPEC §8 sign-in causes → messages (toast title 'Login failed'). */
export function loginErrorMessage(error: unknown): string {
  if (statusOf(error) === 429) return LOGIN_MESSAGES.tooManyRequests;
  switch (codeOf(error)) {
    case CODES.userNotFound:
      return LOGIN_MESSAGES.userNotFound;
    case CODES.invalidPassword:
      return LOGIN_MESSAGES.wrongPassword;
    case CODES.invalidEmail:
      return LOGIN_MESSAGES.invalidEmail;
    case CODES.banned:
      return LOGIN_MESSAGES.userDisabled;
    case CODES.tooManyRequests:
      return LOGIN_MESSAGES.tooManyRequests;
    case SSO_REQUIRED_CODE:
      // The firm of the address signs it in through its identity provider (issue #19): the server says so.
      return (error as IdentityError).message;
  }
  return providerMessage(error) ?? LOGIN_MESSAGES.other;
}

/** SPEC §8 password-reset causes → messages. */
export function passwordResetErrorMessage(error: unknown): string {
  if (statusOf(error) === 429) return PASSWORD_RESET_MESSAGES.tooManyRequests;
  switch (codeOf(error)) {
    case CODES.userNotFound:
      return PASSWORD_RESET_MESSAGES.userNotFound;
    case CODES.invalidEmail:
      return PASSWORD_RESET_MESSAGES.invalidEmail;
  }
  return PASSWORD_RESET_MESSAGES.other;
}
