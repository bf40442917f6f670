import { MessagesSquare, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { SearchInput } from '../components/ui/search-input';
import { chatHref } from '../features/chat/chat-links';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { SessionCard } from '../features/sessions/SessionCard';
import { useSessionList } from '../features/sessions/session-queries';
import { useSearchParam } from '../features/sessions/use-search-param';
import { usePageTitle } from '../lib/use-page-title';

function NoSessions({ query }: { query: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-brass-300">
        <MessagesSquare className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-ink-950">
        {query ? `Nothing matches “${query}”` : 'No saved work yet'}
      </h2>
      <p className="mt-2 max-w-md text-ink-600">
        {query
          ? 'Titles are searched: try a party, a case name or a word from the first question.'
          : 'Every conversation with the assistant is kept here, with its jurisdiction, mode and the tokens it used, ready to resume.'}
      </p>
      {!query && (
        <Button asChild variant="dark" className="mt-6">
          <Link to="/chat">Start a conversation</Link>
        </Button>
      )}
    </div>
  );
}

/** DESIGN §5: the user's saved work, searchable and resumable. */
export default function SessionsPage() {
  usePageTitle('Sessions');
  const search = useSearchParam();
  const list = useSessionList(search.query);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Workspace</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Sessions</h1>
          <p className="mt-2 text-ink-600">Your conversations with the assistant, newest first.</p>
        </div>
        <Button asChild variant="dark" className="self-start sm:self-auto">
          <Link to="/chat">
            <Plus aria-hidden /> New conversation
          </Link>
        </Button>
      </div>

      <div role="search" className="mt-8">
        <SearchInput
          size="lg"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder="Search by title"
          aria-label="Search sessions"
        />
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <ul className="grid gap-3" aria-label="Loading sessions">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-32 animate-pulse rounded-2xl bg-white shadow-sm" />
            ))}
          </ul>
        ) : list.isError ? (
          <ProblemNotice title="Your sessions could not be loaded" error={list.error} onRetry={() => list.refetch()} />
        ) : list.sessions.length === 0 ? (
          <NoSessions query={search.query} />
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {list.sessions.map((session) => (
              <SessionCard key={session.id} session={session} resumeTo={chatHref('/chat', { session: session.id })} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
