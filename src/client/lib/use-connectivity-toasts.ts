import { useEffect } from 'react';
import { toast } from './use-toast';

export const CONNECTIVITY_MESSAGES = {
  offline: { title: 'You are offline', description: 'Check your internet connection. VolnaDraft will reconnect when it is back.' },
  online: { title: 'Back online', description: 'Your connection has been restored.' },
} as const;

/** Tells the user when the browser loses or regains its connection. */
export function useConnectivityToasts(target?: Window) {
  useEffect(() => {
    // The window is taken here, not as a default: the build renders the landing page where none exists.
    const events = target ?? window;
    const offline = () => toast({ ...CONNECTIVITY_MESSAGES.offline, variant: 'destructive' });
    const online = () => toast({ ...CONNECTIVITY_MESSAGES.online, variant: 'success' });
    events.addEventListener('offline', offline);
    events.addEventListener('online', online);
    return () => {
      events.removeEventListener('offline', offline);
      events.removeEventListener('online', online);
    };
  }, [target]);
}
