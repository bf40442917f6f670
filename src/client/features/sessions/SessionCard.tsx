import { Coins, Landmark, MessagesSquare } from 'lucide-react';
import type { ChatSession } from '../../../shared/api/chat';
import { jurisdictionLabel } from '../../../shared/jurisdictions';
import { MatterBadge } from '../matters/MatterBadge';
import { formatCount, MODE_LABELS } from './format';
import { WorkCard, WorkFact } from './WorkCard';

/** A saved conversation: what it is about, where it stands, and a way back into it. */
export function SessionCard({ session, resumeTo, onDelete }: { session: ChatSession; resumeTo: string; onDelete: () => void }) {
  return (
    <WorkCard
      testId="session-card"
      title={session.title}
      to={resumeTo}
      updatedAt={session.updatedAt}
      badges={
        <>
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-brass-200">{MODE_LABELS[session.mode]}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-ink-50 px-2.5 py-0.5 text-ink-700">
            <Landmark className="size-3.5" aria-hidden /> {jurisdictionLabel(session.jurisdiction)}
          </span>
          <MatterBadge matter={session.matter} />
        </>
      }
      facts={
        <>
          <WorkFact icon={MessagesSquare} label="Messages" testId="session-messages">
            {formatCount(session.messageCount, 'message')}
          </WorkFact>
          <WorkFact icon={Coins} label="Tokens used" testId="session-tokens">
            {formatCount(session.tokensUsed, 'token')} used
          </WorkFact>
        </>
      }
      openLabel="Resume"
      deleteLabel="Delete conversation"
      deletePrompt={
        <>
          Delete <span className="font-semibold">“{session.title}”</span> and all its messages? This cannot be undone.
        </>
      }
      onDelete={onDelete}
    />
  );
}
