import { useAuth } from '../../lib/auth/AuthProvider';

/** Who is signed in, as matters compare them with members and authors: their id and their name. */
export function useViewer(): { id: string; name: string } {
  const { state } = useAuth();
  return state.status === 'authenticated' ? { id: state.user.uid, name: state.user.displayName } : { id: '', name: '' };
}

/** Someone else's name, to say they changed a shared draft; null when it was the viewer or nobody known. */
export const otherAuthor = (author: string | null, viewerName: string) => (author && author !== viewerName ? author : null);
