import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import { apiRequest, queryClient } from '../lib/api';
import { identitySource } from '../lib/auth/identity-source';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { createRouter } from './router';
import type { ClientUser } from '../../shared/user';

const loadProfile = () => apiRequest<ClientUser>('GET', '/api/me');

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider source={identitySource} loadProfile={loadProfile}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
