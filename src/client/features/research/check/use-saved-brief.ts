import { useEffect, useState } from 'react';

const STORAGE_KEY = 'volnadraft.check-citations.brief';

function read(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The pasted brief, kept in this tab's sessionStorage so a reload does not lose it; it leaves with the tab,
 * which suits confidential work better than localStorage would.
 */
export function useSavedBrief(): [string, (text: string) => void] {
  const [text, setText] = useState(read);
  useEffect(() => {
    try {
      if (text) sessionStorage.setItem(STORAGE_KEY, text);
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage full or blocked: the brief stays on the page, it just will not survive a reload.
    }
  }, [text]);
  return [text, setText];
}
