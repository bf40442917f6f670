import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { apiRequest } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { identitySource } from '../lib/auth/identity-source';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AppRoutes } from './router';
import type { ClientUser } from '../../shared/user';

// Any mutation refused for too few tokens shows the spec's upgrade message, wherever it was started. The toast and its
// links load when a mutation first fails, not with the landing page, whose first load has a budget (docs/benchmarks.md).
// Offline, the chunk cannot load, and the connectivity toast has already said why nothing was saved.
const showInsufficientTokens = (error: unknown) =>
  void import('../features/billing/insufficient-tokens').then((billing) => billing.showInsufficientTokens(error), () => {});
const queryClient = createQueryClient(apiRequest, { onMutationError: showInsufficientTokens });

const loadProfile = () => apiRequest<ClientUser>('GET', '/api/me');

/** Everything around the router: the browser app and the build's prerendered landing page share it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider source={identitySource} loadProfile={loadProfile}>
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
