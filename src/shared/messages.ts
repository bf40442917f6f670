import { PRODUCT_NAME } from './constants';

/** User-facing texts of SPEC §5 and §8, word for word. */

export const REQUEST_MESSAGES = {
  authFailed: 'Authentication failed - please refresh the page',
  insufficientTokens: (needed: number, remaining: number, upgradeMessage: string) =>
    `Insufficient tokens: You need ${needed} tokens but only have ${remaining} remaining. ${upgradeMessage}`,
} as const;

export const SIGNUP_MESSAGES = {
  toastTitle: 'Signup failed',
  passwordMismatch: { title: 'Password mismatch', description: 'Passwords do not match. Please try again.' },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters long.',
  },
  emailInUse: 'An account with this email address already exists. Please try logging in instead.',
  emailInUseToastTitle: 'Email Already Registered',
  emailInUseAction: 'Log In Instead',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password should be at least 6 characters long.',
  operationNotAllowed: 'Email/password accounts are not enabled. Please contact support.',
  other: 'An error occurred during signup. Please try again.',
  tooManyFromAddress: 'Too many accounts have been created from this network in the last hour. Please try again later.',
  success: {
    title: 'Account created successfully!',
    description: `Welcome to ${PRODUCT_NAME}. You can now start drafting legal documents.`,
  },
} as const;

export const LOGIN_MESSAGES = {
  toastTitle: 'Login failed',
  userNotFound: 'No account found with this email address. Please sign up first.',
  wrongPassword: 'Incorrect password. Please try again or reset your password.',
  invalidEmail: 'Please enter a valid email address.',
  userDisabled: 'This account has been disabled. Please contact support.',
  tooManyRequests: 'Too many failed login attempts. Please try again later or reset your password.',
  other: 'An error occurred during login. Please try again.',
  success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  successMfa: { title: 'Welcome back!', description: 'You have successfully logged in with MFA.' },
} as const;

export const PASSWORD_RESET_MESSAGES = {
  userNotFound:
    'No account found with this email address. Please check your email or sign up for a new account.',
  invalidEmail: 'Please enter a valid email address.',
  tooManyRequests: 'Too many password reset requests. Please wait before trying again.',
  other: 'An error occurred while sending password reset email. Please try again.',
} as const;

export const MFA_MESSAGES = {
  toastTitle: 'MFA Authentication failed',
  sessionNotInitialized: 'MFA session not initialized',
  verificationSessionNotFound: 'Verification session not found',
  failedToSendSms: 'Failed to send SMS',
  invalidCode: 'Invalid verification code',
  authenticationFailed: 'Authentication failed',
  noMethods: 'No MFA methods available',
  smsSent: { title: 'SMS Sent', description: 'Check your phone for the verification code.' },
  adminTitle: 'Admin Login',
  userTitle: 'Secure Login',
} as const;

export const SESSION_MESSAGES = {
  warning: {
    title: 'Session Warning',
    description: 'Your session will expire in 30 minutes due to inactivity. Click anywhere to stay logged in.',
  },
  expired: {
    title: 'Session Expired',
    description: 'Your session has expired due to inactivity. Please log in again.',
  },
} as const;

export const PAGE_MESSAGES = {
  loading: 'Loading...',
  notFoundTitle: '404 Page Not Found',
} as const;

/** How to load the case-law corpus: shown by the research pages and the offline assistant when it is empty. */
export const CORPUS_HOW_TO_LOAD =
  'An administrator can use Load case law with the address of a bulk file (CourtListener publishes its opinions as bulk CSV files at https://www.courtlistener.com/help/api/bulk-data/), an upload or a file on the server, or run `npm run corpus:download -- <url>`. ' +
  'Load opinions with `npm run corpus:import -- <file.jsonl[.gz]>` (the JSON Lines format of the public-domain SCOTUS files) and the U.S. Reports index with `npm run corpus:import -- us-reports-index.tsv`, or set CORPUS_PATH to import them at first start.';
