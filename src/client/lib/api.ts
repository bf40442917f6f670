import { createApiRequest } from './api-request';
import { getCurrentUser } from './auth/current-user';

/** The app's request helper, bound to the browser's fetch and the signed-in user. */
export const apiRequest = createApiRequest({
  fetch: (input, init) => window.fetch(input, init),
  currentUser: getCurrentUser,
  now: () => Date.now(),
});
