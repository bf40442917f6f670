import { FolderOpen, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { SearchInput } from '../../components/ui/search-input';
import { useDeleteSession, useUpdateSession } from '../sessions/session-mutations';
import { useSessionList } from '../sessions/session-queries';
import { useSearchParam } from '../sessions/use-search-param';
import { chatHref } from './chat-links';
import { ConversationListItem } from './ConversationListItem';

function ListMessage({ children }: { children: ReactNode }) {
  return <p className="px-3 py-6 text-center text-sm text-ink-500">{children}</p>;
}

/** The user's conversations: start a new one, search, open, rename and delete. */
export function ChatSidebar({ basePath, currentId }: { basePath: string; currentId: string | undefined }) {
  const navigate = useNavigate();
  const search = useSearchParam();
  const list = useSessionList(search.query);
  const rename = useUpdateSession();
  const remove = useDeleteSession();
  const q = search.query || undefined;

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        if (id === currentId) navigate(chatHref(basePath, { q }), { replace: true });
      },
    });

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-3 border-b border-ink-100 p-3">
        <Button asChild variant="dark" className="w-full">
          <Link to={chatHref(basePath, { q })}>
            <Plus aria-hidden /> New conversation
          </Link>
        </Button>
        <SearchInput
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder="Search conversations"
          aria-label="Search conversations"
        />
      </div>
      <nav aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto p-2">
        {list.isPending ? (
          <ul className="grid gap-1" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-12 animate-pulse rounded-lg bg-ink-50" />
            ))}
          </ul>
        ) : list.isError ? (
          <ListMessage>
            Conversations could not be loaded.{' '}
            <button type="button" className="font-medium text-ink-900 underline underline-offset-4" onClick={() => list.refetch()}>
              Try again
            </button>
          </ListMessage>
        ) : list.sessions.length === 0 ? (
          <ListMessage>{search.query ? `No conversations match “${search.query}”.` : 'No conversations yet. Your questions will be kept here.'}</ListMessage>
        ) : (
          <ul className="grid grid-cols-1 gap-0.5">
            {list.sessions.map((session) => (
              <ConversationListItem
                key={session.id}
                session={session}
                to={chatHref(basePath, { session: session.id, q })}
                current={session.id === currentId}
                onRename={(title) => rename.mutate({ id: session.id, changes: { title } })}
                onDelete={() => onDelete(session.id)}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button variant="ghost" size="sm" className="mt-2 w-full" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </nav>
      <div className="border-t border-ink-100 p-2">
        <Link to="/sessions" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-950">
          <FolderOpen className="size-4" aria-hidden /> All sessions
        </Link>
      </div>
    </div>
  );
}
