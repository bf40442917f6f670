import { useEffect } from 'react';
import { toast } from './use-toast';

export const CONNECTIVITY_MESSAGES = {
  offline: { title: 'You are offline', description: 'Check your internet connection. VolnaDraft will reconnect when it is back.' },
  online: { title: 'Back online', description: 'Your connection has been restored.' },
} as const;

/** Tells the user when the browser loses or regains its connection. */
export function useConnectivityToasts(target: Window = window) {
  useEffect(() => {
    const offline = () => toast({ ...CONNECTIVITY_MESSAGES.offline, variant: 'destructive' });
    const online = () => toast({ ...CONNECTIVITY_MESSAGES.online, variant: 'success' });
    target.addEventListener('offline', offline);
    target.addEventListener('online', online);
    return () => {
      target.removeEventListener('offline', offline);
      target.removeEventListener('online', online);
    };
  }, [target]);
}
