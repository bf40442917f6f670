import type { TokenHolder } from '../api-request';
import type { ProviderUser } from '../../../shared/user-defaults';

/** A signed-in user as the identity provider hands it over: who they are and how to get an ID token. */
export type AuthUser = ProviderUser & TokenHolder;

/** The identity provider seen from the client: observe auth state, sign out. */
export interface AuthSource {
  /** Calls back with the user (or null) whenever the state changes; returns an unsubscribe function. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): () => void;
  signOut(): Promise<void>;
  /** Asks the provider again (after signing in or up); observers hear the answer. */
  refresh(): Promise<void>;
}
