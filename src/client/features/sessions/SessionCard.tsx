import { ArrowRight, Coins, Landmark, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatSession } from '../../../shared/api/chat';
import { jurisdictionLabel } from '../../../shared/jurisdictions';
import { Button } from '../../components/ui/button';
import { formatCount, formatUpdated, MODE_LABELS } from './format';

/** A saved conversation: what it is about, where it stands, and a way back into it. */
export function SessionCard({ session, resumeTo }: { session: ChatSession; resumeTo: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:items-center" data-testid="session-card">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-brass-200">{MODE_LABELS[session.mode]}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-ink-50 px-2.5 py-0.5 text-ink-700">
            <Landmark className="size-3.5" aria-hidden /> {jurisdictionLabel(session.jurisdiction)}
          </span>
          <span className="text-ink-500">
            Updated <time dateTime={session.updatedAt} title={new Date(session.updatedAt).toLocaleString()}>{formatUpdated(session.updatedAt)}</time>
          </span>
        </div>
        <h2 className="mt-2 line-clamp-2 font-serif text-xl font-semibold text-ink-950">
          <Link to={resumeTo} className="hover:text-ink-700">{session.title}</Link>
        </h2>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          <div className="flex items-center gap-1.5">
            <dt><MessagesSquare className="size-4 text-ink-400" aria-label="Messages" /></dt>
            <dd data-testid="session-messages">{formatCount(session.messageCount, 'message')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt><Coins className="size-4 text-ink-400" aria-label="Tokens used" /></dt>
            <dd data-testid="session-tokens">{formatCount(session.tokensUsed, 'token')} used</dd>
          </div>
        </dl>
      </div>
      <Button asChild variant="outline" className="shrink-0 self-start sm:self-center">
        <Link to={resumeTo} aria-label={`Resume “${session.title}”`}>
          Resume <ArrowRight aria-hidden />
        </Link>
      </Button>
    </li>
  );
}
