import { useSuspenseQuery } from '@tanstack/react-query';
import { loadCollection, loadEntry, type Collection } from './content-files';

// Content changes only with a release, so a file fetched once serves the whole visit.
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * One content file, null when there is none by that name. It suspends while the file loads, so the layout's
 * 'Loading...' spinner covers the page and its text as one wait.
 */
export function useContentEntry(collection: Collection, slug: string) {
  return useSuspenseQuery({ queryKey: ['content', collection, slug], queryFn: () => loadEntry(collection, slug), ...ONCE }).data;
}

/** Every file of a folder (a list page, the help center's search). */
export function useContentCollection(collection: Collection) {
  return useSuspenseQuery({ queryKey: ['content', collection], queryFn: () => loadCollection(collection), ...ONCE }).data;
}
