import { CircleAlert, Coins, FileText, Landmark, LoaderCircle, UserPen } from 'lucide-react';
import type { DraftSummary } from '../../../shared/api/drafts';
import { draftHref } from '../drafting/drafts-queries';
import { MatterBadge } from '../matters/MatterBadge';
import { otherAuthor, useViewer } from '../matters/use-viewer';
import { formatCount } from './format';
import { WorkCard, WorkFact } from './WorkCard';

/** A saved draft: its document type and jurisdiction, its length and cost, and a way back into the studio. */
export function DraftCard({ draft, onDelete }: { draft: DraftSummary; onDelete: () => void }) {
  const changedBy = otherAuthor(draft.updatedBy, useViewer().name);
  return (
    <WorkCard
      testId="draft-card"
      title={draft.title}
      to={draftHref(draft.id)}
      updatedAt={draft.updatedAt}
      badges={
        <>
          <span className="rounded-full bg-brass-100 px-2.5 py-0.5 text-brass-700">Draft · {draft.typeLabel}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-ink-50 px-2.5 py-0.5 text-ink-700">
            <Landmark className="size-3.5" aria-hidden /> {draft.jurisdictionLabel}
          </span>
          {draft.status === 'generating' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-emerald-800">
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> Being written
            </span>
          )}
          {draft.status === 'interrupted' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-800">
              <CircleAlert className="size-3.5" aria-hidden /> Interrupted
            </span>
          )}
          <MatterBadge matter={draft.matter} />
        </>
      }
      facts={
        <>
          <WorkFact icon={FileText} label="Length" testId="draft-words">
            {formatCount(draft.wordCount, 'word')}
          </WorkFact>
          <WorkFact icon={Coins} label="Tokens used" testId="draft-tokens">
            {formatCount(draft.tokensUsed, 'token')} used
          </WorkFact>
          {changedBy && (
            <WorkFact icon={UserPen} label="Last changed by" testId="draft-changed-by">
              Last changed by {changedBy}
            </WorkFact>
          )}
        </>
      }
      openLabel="Open"
      deleteLabel="Delete draft"
      deletePrompt={
        <>
          Delete <span className="font-semibold">“{draft.title}”</span> and all its saved versions? This cannot be undone.
        </>
      }
      onDelete={onDelete}
    />
  );
}
