import { FilePen, FolderOpen, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { chatHref } from '../chat/chat-links';
import { useDeleteDocument, useDocumentList } from '../documents/documents-queries';
import { useDraftList } from '../drafting/drafts-queries';
import { newDraftHref } from '../drafting/new/new-draft-links';
import { PERSONAL, withMatter } from '../matters/matter-links';
import { ProblemNotice } from '../research/ProblemNotice';
import { DocumentCard } from './DocumentCard';
import { DraftCard } from './DraftCard';
import { useDeleteDraft, useDeleteSession } from './session-mutations';
import { useSessionList } from './session-queries';
import { SessionCard } from './SessionCard';
import type { WorkFilterValue } from './WorkFilter';
import { mergeByRecency, type LoadedList, type WorkItem } from './work-list';

const EMPTY_TEXT: Record<WorkFilterValue, { title: string; body: string }> = {
  all: {
    title: 'No saved work yet',
    body: 'Conversations with the assistant, drafts from the drafting studio and the documents you upload are kept here, ready to resume.',
  },
  conversations: {
    title: 'No conversations yet',
    body: 'Every conversation with the assistant is kept here, with its jurisdiction, mode and the tokens it used, ready to resume.',
  },
  drafts: {
    title: 'No drafts yet',
    body: 'Every draft from the drafting studio is kept here, with its document type, jurisdiction, length and the tokens it used, ready to reopen.',
  },
  documents: {
    title: 'No documents yet',
    body: 'Upload briefs, contracts and court papers above to check their citations, review their clauses, ask about them or compare them in a table.',
  },
};

const EMPTY_ICONS: Record<WorkFilterValue, typeof FilePen> = { all: MessagesSquare, conversations: MessagesSquare, drafts: FilePen, documents: FolderOpen };

/** The empty list of one matter's work, all kinds. */
const EMPTY_MATTER = {
  title: 'Nothing in this matter yet',
  body: 'Conversations, drafts and documents started here are shared with every member of the matter, and with no one else.',
};

function NoSavedWork({ query, show, matterId }: { query: string; show: WorkFilterValue; matterId: string | null }) {
  const text = matterId && show === 'all' ? EMPTY_MATTER : EMPTY_TEXT[show];
  const Icon = EMPTY_ICONS[show];
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-brass-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-ink-950">{query ? `Nothing matches “${query}”` : text.title}</h2>
      <p className="mt-2 max-w-md text-ink-600">{query ? 'Titles are searched: try a party, a case name or a document type.' : text.body}</p>
      {!query && (show === 'all' || show === 'conversations' || show === 'drafts') && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {show !== 'drafts' && (
            <Button asChild variant="dark">
              <Link to={withMatter('/chat', matterId)}>Start a conversation</Link>
            </Button>
          )}
          {show !== 'conversations' && (
            <Button asChild variant={show === 'drafts' ? 'dark' : 'outline'}>
              <Link to={withMatter(newDraftHref(), matterId)}>Start a draft</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const NOTHING: LoadedList<never> = { items: [], hasMore: false };

/** What a list failing to load is called in its notice. */
const FAILED_TITLES = {
  conversation: 'Your conversations could not be loaded',
  draft: 'Your drafts could not be loaded',
  document: 'Your documents could not be loaded',
} as const;

/**
 * The sessions page's list: conversations, drafts and documents, one kind or all interleaved by when they last
 * changed. A list that fails to load is reported on its own; the others are still shown. `matterId` keeps one
 * matter's work (a matter's page, or the sessions page's filter), or with 'personal' the work in no matter.
 */
export function WorkList({ show, query, matterId }: { show: WorkFilterValue; query: string; matterId?: string }) {
  const lists = {
    conversation: { query: useSessionList(query, { matterId }), wanted: show === 'all' || show === 'conversations' },
    draft: { query: useDraftList(query, { matterId }), wanted: show === 'all' || show === 'drafts' },
    document: { query: useDocumentList(query, { matterId }), wanted: show === 'all' || show === 'documents' },
  };
  const deleteSession = useDeleteSession();
  const deleteDraft = useDeleteDraft();
  const deleteDocument = useDeleteDocument();

  const shown = Object.values(lists).filter((list) => list.wanted);
  const failed = (Object.keys(lists) as (keyof typeof lists)[]).filter((kind) => lists[kind].wanted && lists[kind].query.isError);
  const loaded = <T,>(kind: keyof typeof lists, items: T[]): LoadedList<T> =>
    lists[kind].wanted && !lists[kind].query.isError ? { items, hasMore: lists[kind].query.hasNextPage } : NOTHING;
  const view = mergeByRecency({
    conversation: loaded('conversation', lists.conversation.query.sessions),
    draft: loaded('draft', lists.draft.query.drafts),
    document: loaded('document', lists.document.query.documents),
  });
  const pending = shown.some((list) => list.query.isPending);
  const everythingFailed = failed.length === shown.length;
  const loadingMore = shown.some((list) => list.query.isFetchingNextPage);
  const loadMore = () => view.loadMore.forEach((kind) => void lists[kind].query.fetchNextPage());

  if (pending) {
    return (
      <ul className="grid gap-3" aria-label="Loading saved work">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-32 animate-pulse rounded-2xl bg-white shadow-sm" />
        ))}
      </ul>
    );
  }

  const card = (work: WorkItem) => {
    switch (work.kind) {
      case 'conversation':
        return (
          <SessionCard
            key={`conversation-${work.item.id}`}
            session={work.item}
            resumeTo={chatHref('/chat', { session: work.item.id })}
            onDelete={() => deleteSession.mutate(work.item.id)}
          />
        );
      case 'draft':
        return <DraftCard key={`draft-${work.item.id}`} draft={work.item} onDelete={() => deleteDraft.mutate(work.item.id)} />;
      case 'document':
        return <DocumentCard key={`document-${work.item.id}`} document={work.item} onDelete={() => deleteDocument.mutate(work.item.id)} />;
    }
  };

  return (
    <div className="grid gap-3">
      {failed.map((kind) => (
        <ProblemNotice key={kind} title={FAILED_TITLES[kind]} error={lists[kind].query.error} onRetry={() => lists[kind].query.refetch()} />
      ))}
      {!everythingFailed &&
        (view.items.length === 0 && failed.length === 0 ? (
          <NoSavedWork query={query} show={show} matterId={matterId && matterId !== PERSONAL ? matterId : null} />
        ) : (
          <ul className="grid grid-cols-1 gap-3">{view.items.map(card)}</ul>
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
