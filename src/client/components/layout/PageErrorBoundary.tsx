import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button';

/** What browsers say when a lazily loaded chunk cannot be fetched (offline, or gone after a new release). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported/i;

export const PAGE_ERROR_MESSAGES = {
  chunk: 'This page could not be loaded. Check your connection, then reload the page.',
  other: 'Something went wrong on this page. Reload the page to try again; your saved work is not affected.',
} as const;

type Props = { children: ReactNode; quiet?: boolean };

/**
 * Pages and the toaster load as separate chunks (issue #16); a chunk that fails to arrive, or a page that throws,
 * would otherwise unmount the whole app and leave a blank screen. A page's failure is said in its place, with the
 * navigation still working; `quiet` renders nothing instead (for the toaster and the support launcher).
 */
export class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="text-ink-800">{CHUNK_LOAD_FAILURE.test(error.message) ? PAGE_ERROR_MESSAGES.chunk : PAGE_ERROR_MESSAGES.other}</p>
        <Button variant="dark" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    );
  }
}
