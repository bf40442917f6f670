import { PAGE_MESSAGES } from '../../../shared/messages';

/** The page-loading state of SPEC §2: a spinner with 'Loading...'. */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span className="size-9 animate-spin rounded-full border-4 border-ink-100 border-t-brass-500" aria-hidden />
      <span className="text-sm font-medium text-ink-600">{PAGE_MESSAGES.loading}</span>
    </div>
  );
}
