import { useMutation } from '@tanstack/react-query';
import type { CheckResponse } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { problemMessage } from '../../research/research-errors';
import { draftPath } from './draft-queries';

/** The check reads the server's copy, so it waits for the latest typing to be saved; when that fails it does not run. */
export class UnsavedChangesError extends Error {
  constructor() {
    super('Your latest changes could not be saved yet. Wait until the draft shows “Saved”, then try again.');
    this.name = 'UnsavedChangesError';
  }
}

/** Runs `action` on the server's copy of the draft once everything typed is saved. */
export async function afterSaving<T>(flush: () => Promise<void>, action: () => Promise<T>): Promise<T> {
  try {
    await flush();
  } catch {
    throw new UnsavedChangesError();
  }
  return action();
}

export const failureMessage = (error: unknown) => (error instanceof UnsavedChangesError ? error.message : problemMessage(error));

/**
 * The compliance and citation check, with the revision it ran on: the panels say when the draft has changed since.
 * Export runs the same check first (see export-gate).
 */
export function useDraftCheck(draftId: string, flush: () => Promise<void>, currentRevision: () => number) {
  const check = useMutation({
    mutationFn: () =>
      afterSaving(flush, async () => {
        const revision = currentRevision();
        const result = await apiRequest<CheckResponse>('POST', `${draftPath(draftId)}/check`);
        return { result, revision };
      }),
    retry: false,
    onError: (error) => toast({ title: 'The draft could not be checked', description: failureMessage(error), variant: 'destructive' }),
  });
  return {
    result: check.data?.result ?? null,
    checkedRevision: check.data?.revision ?? null,
    checking: check.isPending,
    /** The result, or null when the check failed (already reported). */
    run: (): Promise<CheckResponse | null> => check.mutateAsync().then(({ result }) => result, () => null),
  };
}
