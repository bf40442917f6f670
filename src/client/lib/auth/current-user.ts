import type { AuthUser } from './auth-source';

/** The signed-in user for code outside React (the request helper), kept in step by the AuthProvider. */
let currentUser: AuthUser | null = null;

export const getCurrentUser = (): AuthUser | null => currentUser;

export function setCurrentUser(user: AuthUser | null): void {
  currentUser = user;
}
