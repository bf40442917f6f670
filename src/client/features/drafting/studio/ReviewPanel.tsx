import type { ReactNode } from 'react';
import type { CheckResponse, DraftVersion, PaperSummary } from '../../../../shared/api/drafts';
import { SlideOver } from '../../../components/ui/slide-over';
import { Tabs } from '../../research/case/Tabs';
import { PaperDetails } from '../paper/PaperDetails';
import { CitationsPanel } from './CitationsPanel';
import { CompliancePanel } from './CompliancePanel';
import { VersionsPanel, type VersionAction } from './VersionsPanel';

export type ReviewTab = 'compliance' | 'citations' | 'versions';

const count = (n: number) => <span className="ml-1.5 rounded-full bg-ink-50 px-2 py-0.5 text-xs text-ink-600 tabular-nums">{n}</span>;

interface VersionChoice {
  active: { versionId: string; action: VersionAction } | null;
  opening: { versionId: string; action: VersionAction } | null;
  open: (version: DraftVersion, action: VersionAction) => Promise<void>;
}

/** Compliance, citations and versions: what the attorney reviews beside the document. */
export function ReviewPanel({
  draftId,
  tab,
  onTab,
  check,
  stale,
  sectionHeadings,
  onRunCheck,
  onGoTo,
  versions,
  onVersionOpened,
  procedure,
}: {
  draftId: string;
  tab: ReviewTab;
  onTab: (tab: ReviewTab) => void;
  check: { result: CheckResponse | null; checking: boolean };
  /** The draft changed since the check. */
  stale: boolean;
  sectionHeadings: string[];
  onRunCheck: () => void;
  onGoTo: (sectionIndex: number) => void;
  versions: VersionChoice;
  onVersionOpened: () => void;
  /** The court's own paper this draft is, when its jurisdiction has one for the goal. */
  procedure: { paper: PaperSummary; jurisdictionLabel: string } | null;
}) {
  const { result, checking } = check;
  const checkProps = { result, stale, checking, sectionHeadings, onRunCheck, onGoTo };
  return (
    <Tabs
      label="Review"
      selected={tab}
      onSelect={onTab}
      tabs={[
        { id: 'compliance', label: <>Compliance{result && count(result.findings.length)}</> },
        { id: 'citations', label: <>Citations{result && count(result.citations.length)}</> },
        { id: 'versions', label: 'Versions' },
      ]}
    >
      {tab === 'compliance' && (
        <div className="grid gap-4">
          {procedure && (
            // The court's paper sits above its findings: what was drafted, on what basis, and what to confirm.
            <details className="rounded-xl border border-ink-100 bg-white px-4 py-3" data-testid="procedure">
              <summary className="cursor-pointer text-sm font-medium text-ink-900">
                This paper: {procedure.paper.name}, with its sources
              </summary>
              <div className="mt-4">
                <PaperDetails paper={procedure.paper} jurisdictionLabel={procedure.jurisdictionLabel} />
              </div>
            </details>
          )}
          <CompliancePanel {...checkProps} />
        </div>
      )}
      {tab === 'citations' && <CitationsPanel {...checkProps} />}
      {tab === 'versions' && (
        <VersionsPanel
          draftId={draftId}
          active={versions.active}
          opening={versions.opening}
          onOpen={(version, action) => void versions.open(version, action).then(onVersionOpened)}
        />
      )}
    </Tabs>
  );
}

/** On narrower screens the review panel slides in from the right over the document. */
export function ReviewDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <SlideOver title="Review" side="right" panelClassName="w-full max-w-md bg-paper" bodyClassName="overflow-y-auto px-4 pb-6" onClose={onClose}>
      {children}
    </SlideOver>
  );
}
