import { useEffect, useRef, useState } from 'react';
import type { SessionDetail } from '../../../shared/api/chat';
import { usePageTitle } from '../../lib/use-page-title';
import { useUpdateSession } from '../sessions/session-mutations';
import { takeFirstQuestion } from './chat-links';
import { MoveToMatter } from '../matters/MoveToMatter';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { EmptyConversation } from './EmptyConversation';
import { MessageList } from './MessageList';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { TokenRefusalNotice } from './TokenRefusalNotice';
import { useConversation } from './use-conversation';

/**
 * An open conversation: its header, its messages as they stream, and the composer; for a member of the matter who
 * did not start it, read-only, with the way to a conversation of their own instead of the composer.
 */
export function Conversation({
  newHref,
  session,
  balance,
  onAnswered,
  onShowConversations,
}: {
  /** Where a new conversation starts. */
  newHref: string;
  session: SessionDetail;
  balance: number | null;
  onAnswered: () => void;
  onShowConversations: () => void;
}) {
  usePageTitle(session.title);
  const update = useUpdateSession();
  const settings = { jurisdiction: session.jurisdiction, mode: session.mode };
  const [draft, setDraft] = useState('');
  // A refused question goes back into the box, unless something new was typed meanwhile.
  const conversation = useConversation({
    session,
    settings,
    onAnswered,
    onQuestionReturned: (question) => setDraft((current) => current || question),
  });
  const busy = conversation.status === 'submitted' || conversation.status === 'streaming';

  const send = (question: string) => {
    setDraft('');
    void conversation.send(question);
  };

  // The first question, typed before the conversation existed, is sent once it opens.
  const firstQuestionTaken = useRef(false);
  useEffect(() => {
    if (firstQuestionTaken.current) return;
    firstQuestionTaken.current = true;
    const question = takeFirstQuestion(session.id);
    if (question && session.canContinue) void conversation.send(question);
  });

  const empty = conversation.messages.length === 0 && !busy;
  return (
    <>
      <ChatHeader
        title={session.title}
        matter={session.matter}
        settings={settings}
        onSettingsChange={(changes) => update.mutate({ id: session.id, changes })}
        settingsDisabled={busy || !session.canContinue}
        balance={balance}
        onShowConversations={onShowConversations}
        move={session.matter || busy ? undefined : <MoveToMatter kind="conversation" id={session.id} />}
      />
      {conversation.tokenRefusal && <TokenRefusalNotice refusal={conversation.tokenRefusal} />}
      {empty && session.canContinue ? (
        <EmptyConversation
          onPick={({ mode, prompt }) => {
            update.mutate({ id: session.id, changes: { mode } });
            setDraft(prompt);
          }}
        />
      ) : (
        <MessageList
          messages={conversation.messages}
          status={conversation.status}
          error={conversation.error}
          stoppedIds={conversation.stoppedIds}
          onRegenerate={session.canContinue ? () => void conversation.regenerate() : undefined}
          onRetry={() => void conversation.retry()}
        />
      )}
      {session.canContinue ? (
        <Composer value={draft} onChange={setDraft} onSend={send} onStop={conversation.stop} busy={busy} />
      ) : (
        <ReadOnlyNotice newHref={newHref} matterId={session.matter?.id ?? null} />
      )}
    </>
  );
}
