import { createApiRequest } from './api-request';
import { getCurrentUser } from './auth/current-user';
import { createQueryClient } from './query-client';

/** The app's request helper and query client, bound to the browser's fetch and the signed-in user. */
export const apiRequest = createApiRequest({
  fetch: (input, init) => window.fetch(input, init),
  currentUser: getCurrentUser,
  now: () => Date.now(),
});

export const queryClient = createQueryClient(apiRequest);
