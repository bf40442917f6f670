import { LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * The server's copy moved on without this page: a generation started in another window is writing it (editing
 * waits), or a newer version was saved elsewhere (by `by`, a colleague on the draft's matter) and can be loaded.
 */
export function ServerNotice({ kind, onLoad, by }: { kind: 'generating-elsewhere' | 'newer'; onLoad?: () => void; by?: string | null }) {
  if (kind === 'generating-elsewhere') {
    return (
      <p role="status" className="flex items-center gap-2.5 rounded-xl border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
        <LoaderCircle className="size-4 shrink-0 animate-spin text-brass-600" aria-hidden />
        This draft is being generated in another window. Editing is paused until it finishes.
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-800 sm:flex-row sm:items-center">
      <p className="flex-1">
        {by ? `${by} saved a newer version of this draft.` : 'A newer version of this draft was saved in another window or by a generation.'}
      </p>
      <Button variant="dark" size="sm" onClick={onLoad}>
        <RefreshCw aria-hidden /> Load the latest version
      </Button>
    </div>
  );
}
