import { isPermissionDenied } from './query-client';

const NETWORK_ERROR = /failed to fetch|networkerror|network request failed|load failed|fetch/i;

/** SPEC §8 global handling: permission-denied and network/fetch errors are suppressed, others logged. */
export function classifyUnhandled(reason: unknown): 'suppress' | 'log' {
  if (isPermissionDenied(reason)) return 'suppress';
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return NETWORK_ERROR.test(message) ? 'suppress' : 'log';
}

export function installGlobalErrorHandling(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    if (classifyUnhandled(event.reason) === 'log') console.error('Unhandled error:', event.reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
