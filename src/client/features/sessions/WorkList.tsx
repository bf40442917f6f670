import { FilePen, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { chatHref } from '../chat/chat-links';
import { useDraftList } from '../drafting/drafts-queries';
import { newDraftHref } from '../drafting/new/new-draft-links';
import { ProblemNotice } from '../research/ProblemNotice';
import { DraftCard } from './DraftCard';
import { useDeleteDraft, useDeleteSession } from './session-mutations';
import { useSessionList } from './session-queries';
import { SessionCard } from './SessionCard';
import type { WorkFilterValue } from './WorkFilter';
import { mergeByRecency, type LoadedList } from './work-list';

const EMPTY_TEXT: Record<WorkFilterValue, { title: string; body: string }> = {
  all: {
    title: 'No saved work yet',
    body: 'Conversations with the assistant and drafts from the drafting studio are kept here, with their jurisdiction and the tokens they used, ready to resume.',
  },
  conversations: {
    title: 'No conversations yet',
    body: 'Every conversation with the assistant is kept here, with its jurisdiction, mode and the tokens it used, ready to resume.',
  },
  drafts: {
    title: 'No drafts yet',
    body: 'Every draft from the drafting studio is kept here, with its document type, jurisdiction, length and the tokens it used, ready to reopen.',
  },
};

function NoSavedWork({ query, show }: { query: string; show: WorkFilterValue }) {
  const text = EMPTY_TEXT[show];
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-brass-300">
        {show === 'drafts' ? <FilePen className="size-6" aria-hidden /> : <MessagesSquare className="size-6" aria-hidden />}
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-ink-950">{query ? `Nothing matches “${query}”` : text.title}</h2>
      <p className="mt-2 max-w-md text-ink-600">{query ? 'Titles are searched: try a party, a case name or a document type.' : text.body}</p>
      {!query && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {show !== 'drafts' && (
            <Button asChild variant="dark">
              <Link to="/chat">Start a conversation</Link>
            </Button>
          )}
          {show !== 'conversations' && (
            <Button asChild variant={show === 'drafts' ? 'dark' : 'outline'}>
              <Link to={newDraftHref()}>Start a draft</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const NOTHING: LoadedList<never> = { items: [], hasMore: false };

/**
 * The sessions page's list: conversations, drafts, or both interleaved by when they last changed. A list that
 * fails to load is reported on its own; the other is still shown.
 */
export function WorkList({ show, query }: { show: WorkFilterValue; query: string }) {
  const conversations = useSessionList(query);
  const drafts = useDraftList(query);
  const deleteSession = useDeleteSession();
  const deleteDraft = useDeleteDraft();
  const withConversations = show !== 'drafts';
  const withDrafts = show !== 'conversations';

  const conversationsFailed = withConversations && conversations.isError;
  const draftsFailed = withDrafts && drafts.isError;
  const pending = (withConversations && conversations.isPending) || (withDrafts && drafts.isPending);
  const view = mergeByRecency(
    withConversations && !conversationsFailed ? { items: conversations.sessions, hasMore: conversations.hasNextPage } : NOTHING,
    withDrafts && !draftsFailed ? { items: drafts.drafts, hasMore: drafts.hasNextPage } : NOTHING,
  );
  const everythingFailed = (!withConversations || conversationsFailed) && (!withDrafts || draftsFailed);
  const loadingMore = conversations.isFetchingNextPage || drafts.isFetchingNextPage;
  const loadMore = () => {
    if (view.loadMore.includes('conversation')) void conversations.fetchNextPage();
    if (view.loadMore.includes('draft')) void drafts.fetchNextPage();
  };

  if (pending) {
    return (
      <ul className="grid gap-3" aria-label="Loading saved work">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-32 animate-pulse rounded-2xl bg-white shadow-sm" />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      {conversationsFailed && <ProblemNotice title="Your conversations could not be loaded" error={conversations.error} onRetry={() => conversations.refetch()} />}
      {draftsFailed && <ProblemNotice title="Your drafts could not be loaded" error={drafts.error} onRetry={() => drafts.refetch()} />}
      {!everythingFailed &&
        (view.items.length === 0 && !conversationsFailed && !draftsFailed ? (
          <NoSavedWork query={query} show={show} />
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {view.items.map((work) =>
              work.kind === 'conversation' ? (
                <SessionCard
                  key={`conversation-${work.item.id}`}
                  session={work.item}
                  resumeTo={chatHref('/chat', { session: work.item.id })}
                  onDelete={() => deleteSession.mutate(work.item.id)}
                />
              ) : (
                <DraftCard key={`draft-${work.item.id}`} draft={work.item} onDelete={() => deleteDraft.mutate(work.item.id)} />
              ),
            )}
          </ul>
        ))}
      {view.loadMore.length > 0 && (
        <div className="mt-3 flex justify-center">
          <Button variant="outline" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      )}
    </div>
  );
}
