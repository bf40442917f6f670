import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../lib/auth/identity-api';
import { loginErrorMessage, passwordResetErrorMessage, signupErrorMessage } from './error-messages';

const refusal = (status: number, code?: string, message = 'provider says no') => new IdentityError(status, code, message);

describe('sign-up error messages (SPEC §8)', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 'An account with this email address already exists. Please try logging in instead.', true],
    ['INVALID_EMAIL', 'Please enter a valid email address.', false],
    ['PASSWORD_TOO_SHORT', 'Password should be at least 6 characters long.', false],
    ['EMAIL_PASSWORD_SIGN_UP_DISABLED', 'Email/password accounts are not enabled. Please contact support.', false],
  ])('%s', (code, message, emailInUse) => {
    expect(signupErrorMessage(refusal(400, code))).toEqual({ message, emailInUse });
  });

  it('falls back to the provider message, then to the generic text', () => {
    expect(signupErrorMessage(refusal(500, undefined, 'Database unavailable')).message).toBe('Database unavailable');
    expect(signupErrorMessage(new TypeError('Failed to fetch')).message).toBe(
      'An error occurred during signup. Please try again.',
    );
  });
});

describe('sign-in error messages (SPEC §8)', () => {
  it.each([
    ['USER_NOT_FOUND', 'No account found with this email address. Please sign up first.'],
    ['INVALID_PASSWORD', 'Incorrect password. Please try again or reset your password.'],
    ['INVALID_EMAIL', 'Please enter a valid email address.'],
    ['BANNED_USER', 'This account has been disabled. Please contact support.'],
    ['TOO_MANY_REQUESTS', 'Too many failed login attempts. Please try again later or reset your password.'],
  ])('%s', (code, message) => {
    expect(loginErrorMessage(refusal(401, code))).toBe(message);
  });

  it('treats any 429 as too many requests and anything else as the generic text', () => {
    expect(loginErrorMessage(refusal(429))).toBe(
      'Too many failed login attempts. Please try again later or reset your password.',
    );
    expect(loginErrorMessage(new Error('x'))).toBe('An error occurred during login. Please try again.');
  });
});

describe('password reset error messages (SPEC §8)', () => {
  it.each([
    [404, 'USER_NOT_FOUND', 'No account found with this email address. Please check your email or sign up for a new account.'],
    [400, 'INVALID_EMAIL', 'Please enter a valid email address.'],
    [429, 'TOO_MANY_REQUESTS', 'Too many password reset requests. Please wait before trying again.'],
    [500, undefined, 'An error occurred while sending password reset email. Please try again.'],
  ])('%s %s', (status, code, message) => {
    expect(passwordResetErrorMessage(refusal(status, code))).toBe(message);
  });
});
