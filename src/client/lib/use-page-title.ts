import { useEffect } from 'react';

const DEFAULT_TITLE = 'VolnaDraft — AI legal drafting with verified citations';

// index.html carries the site-wide description; a page without its own returns to it.
const defaultDescription =
  typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** The page's title in the tab and, when given, its meta description for search results and link previews. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · VolnaDraft` : DEFAULT_TITLE;
  }, [title]);
  useEffect(() => {
    descriptionTag().content = description || defaultDescription;
  }, [description]);
}
