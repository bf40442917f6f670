import { ArrowRight, FileText, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { jurisdictionLabel } from '../../../shared/jurisdictions';
import { chatHref } from '../chat/chat-links';
import { draftHref, useRecentDrafts } from '../drafting/drafts-queries';
import { newDraftHref } from '../drafting/new/new-draft-links';
import { formatUpdated, MODE_LABELS } from '../sessions/format';
import { useRecentSessions } from '../sessions/session-queries';
import { mergeByRecency, type WorkItem } from '../sessions/work-list';

type RecentItem = Extract<WorkItem, { kind: 'conversation' | 'draft' }>;

const SHOWN = 5;

function describe(work: RecentItem): { to: string; kind: string; detail: string } {
  if (work.kind === 'draft') {
    return { to: draftHref(work.item.id), kind: 'Draft', detail: `${work.item.typeLabel} · ${work.item.jurisdictionLabel}` };
  }
  return {
    to: chatHref('/chat', { session: work.item.id }),
    kind: 'Conversation',
    detail: `${MODE_LABELS[work.item.mode]} · ${jurisdictionLabel(work.item.jurisdiction)}`,
  };
}

/** The latest drafts and conversations, to pick up where the attorney left off. */
export function RecentWork() {
  const drafts = useRecentDrafts(SHOWN);
  const sessions = useRecentSessions(SHOWN);
  // Both lists hold their own newest five, so the newest five of the two together are exact.
  const items = mergeByRecency({
    conversation: { items: sessions.data?.sessions ?? [], hasMore: false },
    draft: { items: drafts.data?.drafts ?? [], hasMore: false },
  }).items.slice(0, SHOWN);
  const loading = drafts.isPending || sessions.isPending;

  return (
    <section aria-labelledby="recent-work-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-work-title" className="font-semibold text-ink-950">Recent work</h2>
        <Link to="/sessions" className="inline-flex items-center gap-1 text-sm font-medium text-ink-700 hover:text-brass-700">
          All saved work <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {loading ? (
        <p className="mt-3 text-sm text-ink-500">Loading…</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">
          Nothing yet. <Link to={newDraftHref()} className="font-medium text-ink-800 underline-offset-4 hover:underline">Start a draft</Link> or{' '}
          <Link to="/chat" className="font-medium text-ink-800 underline-offset-4 hover:underline">ask the assistant</Link>.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100" data-testid="recent-work">
          {items.map((work) => {
            const { to, kind, detail } = describe(work);
            const Icon = work.kind === 'draft' ? FileText : MessagesSquare;
            return (
              <li key={`${work.kind}-${work.item.id}`} className="flex items-start gap-3 py-2.5">
                <Icon className="mt-0.5 size-4 shrink-0 text-ink-400" aria-label={kind} />
                <div className="min-w-0 flex-1">
                  <Link to={to} className="block truncate text-sm font-medium text-ink-900 hover:text-brass-700">{work.item.title}</Link>
                  <p className="truncate text-xs text-ink-500">
                    {kind} · {detail} · {formatUpdated(work.item.updatedAt)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {drafts.isError && <p className="mt-3 text-xs text-ink-500">Drafts could not be loaded just now; they are listed under All saved work.</p>}
    </section>
  );
}
