import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DraftDetail, DraftVersion, VersionDetail } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { fetchVersion, invalidateVersions, versionPath } from './draft-queries';
import { afterSaving, failureMessage } from './use-draft-check';
import type { VersionAction } from './VersionsPanel';

/**
 * Which saved version, if any, is shown in place of the document (as a preview or a redline), and restoring it.
 * Restoring saves the current text first, so the server keeps it as a version before replacing it.
 */
export function useVersionView(draftId: string, { flush, adopt }: { flush: () => Promise<void>; adopt: (detail: DraftDetail) => void }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ version: VersionDetail; action: VersionAction } | null>(null);
  const [opening, setOpening] = useState<{ versionId: string; action: VersionAction } | null>(null);
  const [restoring, setRestoring] = useState(false);

  const open = async (version: DraftVersion, action: VersionAction) => {
    setOpening({ versionId: version.id, action });
    try {
      setShown({ version: await fetchVersion(queryClient, draftId, version.id), action });
      // The version replaces the document: start reading it from the top.
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast({ title: `Version ${version.number} could not be opened`, description: failureMessage(error), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  const restore = async () => {
    if (!shown) return;
    const { version } = shown;
    setRestoring(true);
    try {
      const detail = await afterSaving(flush, () => apiRequest<DraftDetail>('POST', `${versionPath(draftId, version.id)}/restore`));
      adopt(detail);
      setShown(null);
      toast({ title: `Version ${version.number} restored`, description: 'The text it replaced is kept in Versions.', variant: 'success' });
    } catch (error) {
      toast({ title: 'The version could not be restored', description: failureMessage(error), variant: 'destructive' });
    } finally {
      setRestoring(false);
      void invalidateVersions(queryClient, draftId);
    }
  };

  return {
    shown,
    active: shown && { versionId: shown.version.id, action: shown.action },
    opening,
    restoring,
    open,
    restore,
    close: () => setShown(null),
  };
}
