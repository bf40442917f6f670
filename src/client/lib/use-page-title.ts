import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · VolnaDraft` : 'VolnaDraft — AI legal drafting with verified citations';
  }, [title]);
}
