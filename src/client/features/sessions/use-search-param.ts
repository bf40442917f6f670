import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const DEBOUNCE_MS = 250;

/**
 * A search box kept in the address (`?q=`), so a filtered list can be linked to and survives reloads. The box
 * updates at once; the address (and the search it runs) follows after a short pause in typing.
 */
export function useSearchParam(name = 'q') {
  const [params, setParams] = useSearchParams();
  const committed = params.get(name) ?? '';
  const [text, setText] = useState(committed);

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set(name, text.trim());
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, name, setParams]);

  return { text, setText, query: committed };
}
