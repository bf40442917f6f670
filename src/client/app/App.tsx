import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/api';
import { signedOutSource } from '../lib/auth/auth-source';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider source={signedOutSource}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
