import { MessageSquareOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ProblemNotice } from '../research/ProblemNotice';
import { isNotFound } from '../research/research-errors';
import { useSessionDetail } from '../sessions/session-queries';
import { Conversation } from './Conversation';

function ConversationNotFound({ newHref }: { newHref: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ink-50 text-ink-600">
        <MessageSquareOff className="size-6" aria-hidden />
      </span>
      <h1 className="mt-4 font-serif text-2xl font-semibold text-ink-950">Conversation not found</h1>
      <p className="mt-2 max-w-sm text-ink-600">It may have been deleted, or the link is incomplete.</p>
      <Button asChild variant="dark" className="mt-6">
        <Link to={newHref}>Start a new conversation</Link>
      </Button>
    </div>
  );
}

/** Loads a stored conversation afresh, then opens it; the chat starts from the messages read here. */
export function OpenConversation({
  sessionId,
  newHref,
  ...rest
}: {
  sessionId: string;
  newHref: string;
  balance: number | null;
  onAnswered: () => void;
  onShowConversations: () => void;
}) {
  const detail = useSessionDetail(sessionId);
  // A failed re-read while the conversation is open keeps it open; only a missing one, or none loaded, is shown as a problem.
  if (detail.isError && (isNotFound(detail.error) || !detail.data)) {
    return isNotFound(detail.error) ? (
      <ConversationNotFound newHref={newHref} />
    ) : (
      <div className="mx-auto w-full max-w-3xl p-6">
        <ProblemNotice title="The conversation could not be opened" error={detail.error} onRetry={() => detail.refetch()} />
      </div>
    );
  }
  if (!detail.data || !detail.isFetchedAfterMount) return <PageSpinner />;
  return <Conversation session={detail.data} newHref={newHref} {...rest} />;
}
