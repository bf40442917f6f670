import { CircleAlert, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { StudioDialog } from './StudioDialog';

export const SAVE_PROBLEM_ID = 'save-problem';

const CONFLICT_MESSAGE = 'This draft was changed in another window or by a generation. Reload to see the latest version.';

/** A save refused because the draft moved on since this page read it (someone saved after `baseRevision`): 412, or a 409. */
const isConflict = (refusal: unknown) => refusal instanceof ApiError && (refusal.status === 412 || refusal.status === 409);

function refusalMessage(refusal: unknown): string {
  if (refusal instanceof ApiError && refusal.envelope) return refusal.envelope.message;
  if (refusal instanceof ApiError && refusal.status === 412) return CONFLICT_MESSAGE;
  return 'The server refused to save this draft. Reload to see the version it holds.';
}

/**
 * A save the server refused (most often a conflict): the text stays on the page, unsaved, until the attorney
 * reloads, which discards it after a confirmation. Copying out what they need first is up to them. On a matter's
 * draft (`shared`) a conflict is most likely a colleague's save, and the notice says so before the server's words.
 */
export function SaveProblem({ refusal, onReload, shared = false }: { refusal: unknown; onReload: () => Promise<void>; shared?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConfirming(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <div id={SAVE_PROBLEM_ID} role="alert" className="scroll-mt-36 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm sm:flex-row sm:items-center" data-testid="save-conflict">
      <CircleAlert className="size-5 shrink-0 text-red-600" aria-hidden />
      <p className="flex-1 text-red-900">
        <span className="font-semibold">Your latest changes are not saved.</span>{' '}
        {shared && isConflict(refusal) && 'A colleague on this matter may have saved the draft after you opened it. '}
        {refusalMessage(refusal)}
      </p>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden /> Reload
      </Button>
      {confirming && (
        <StudioDialog
          role="alertdialog"
          title="Reload the latest version?"
          description="Changes made on this page since the last save will be discarded. Copy any text you want to keep before reloading."
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>Keep editing</Button>
              <Button variant="dark" size="sm" onClick={() => void reload()} disabled={reloading}>
                {reloading ? 'Reloading…' : 'Discard changes and reload'}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
