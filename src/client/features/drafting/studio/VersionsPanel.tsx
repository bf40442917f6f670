import { Eye, GitCompare, History, LoaderCircle } from 'lucide-react';
import type { DraftVersion } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ProblemNotice } from '../../research/ProblemNotice';
import { formatCount } from '../../sessions/format';
import { useDraftVersions } from './draft-queries';

export const VERSION_SOURCES: Record<DraftVersion['source'], string> = {
  generated: 'Generated',
  edited: 'Edited',
  restored: 'Restored',
  checkpoint: 'Saved version',
};

export const formatVersionDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export type VersionAction = 'preview' | 'compare';

/** The draft's saved versions, newest first, each to preview or compare with the current text. */
export function VersionsPanel({
  draftId,
  active,
  opening,
  onOpen,
}: {
  draftId: string;
  /** The version shown in place of the document, if any, and how. */
  active: { versionId: string; action: VersionAction } | null;
  /** The version being fetched, and for what. */
  opening: { versionId: string; action: VersionAction } | null;
  onOpen: (version: DraftVersion, action: VersionAction) => void;
}) {
  const versions = useDraftVersions(draftId);
  if (versions.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading versions…
      </p>
    );
  }
  if (versions.isError) return <ProblemNotice title="Versions could not be loaded" error={versions.error} onRetry={() => void versions.refetch()} />;
  const list = versions.data.versions;
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-ink-200 p-5 text-center text-sm text-ink-600">
        <History className="mx-auto size-6 text-ink-400" aria-hidden />
        <p className="mt-2">No versions yet. Generating the draft, restoring a version, or “Save version” keeps one.</p>
      </div>
    );
  }

  return (
    <ol className="grid gap-2" data-testid="versions-panel">
      {list.map((version) => {
        const isActive = active?.versionId === version.id;
        return (
          <li key={version.id} className={cn('rounded-lg border bg-white p-3', isActive ? 'border-brass-300 ring-1 ring-brass-200' : 'border-ink-100')} data-testid="draft-version">
            <div className="flex items-baseline justify-between gap-2">
              <p className="font-semibold text-ink-950">Version {version.number}</p>
              <span className="rounded-full bg-ink-50 px-2 py-0.5 text-xs text-ink-700">{VERSION_SOURCES[version.source]}</span>
            </div>
            {version.label && <p className="mt-0.5 text-sm text-ink-800">{version.label}</p>}
            <p className="mt-1 text-xs text-ink-500">
              <time dateTime={version.createdAt}>{formatVersionDate(version.createdAt)}</time>
              {version.author && <span data-testid="version-author"> · by {version.author}</span>} · {formatCount(version.wordCount, 'word')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['preview', 'compare'] as const).map((action) => (
                <Button
                  key={action}
                  variant={isActive && active?.action === action ? 'dark' : 'outline'}
                  size="sm"
                  className="h-7 px-2.5 text-xs"
                  disabled={opening !== null}
                  onClick={() => onOpen(version, action)}
                >
                  {opening?.versionId === version.id && opening.action === action ? <LoaderCircle className="animate-spin" aria-hidden /> : action === 'preview' ? <Eye aria-hidden /> : <GitCompare aria-hidden />}
                  {action === 'preview' ? 'Preview' : 'Compare with current'}
                </Button>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
