import { useEffect, useRef } from 'react';
import type { ChatStatus } from 'ai';
import { messageText, type ChatUIMessage } from './chat-messages';
import { AnswerFailure, AssistantAnswer } from './AssistantAnswer';

function UserBubble({ message }: { message: ChatUIMessage }) {
  return (
    <div className="flex justify-end" data-testid="user-message">
      <p className="max-w-[85%] rounded-2xl rounded-br-md bg-ink-900 px-4 py-2.5 text-[0.95rem] leading-7 break-words whitespace-pre-wrap text-white sm:max-w-[75%]">
        {messageText(message)}
      </p>
    </div>
  );
}

/** How close to the bottom (px) still counts as following the answer as it streams. */
const FOLLOW_THRESHOLD = 120;

/** The conversation, following a streaming answer unless the reader has scrolled up to read earlier messages. */
export function MessageList({
  messages,
  status,
  error,
  stoppedIds,
  onRegenerate,
  onRetry,
}: {
  messages: ChatUIMessage[];
  status: ChatStatus;
  error: Error | null;
  stoppedIds: ReadonlySet<string>;
  /** Absent for a conversation the reader may not continue. */
  onRegenerate?: () => void;
  onRetry: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);

  useEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages, status]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto" data-testid="message-list">
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6">
        {messages.map((message) =>
          message.role === 'user' ? (
            <UserBubble key={message.id} message={message} />
          ) : (
            <AssistantAnswer
              key={message.id}
              message={message}
              streaming={busy && message === last}
              stopped={stoppedIds.has(message.id)}
              error={message === last ? error : null}
              onRegenerate={message === last && !busy ? onRegenerate : undefined}
              onRetry={onRetry}
            />
          ),
        )}
        {last?.role === 'user' && status === 'submitted' && (
          <p className="flex items-center gap-2 text-sm text-ink-500 sm:pl-11">
            <span className="size-2 animate-pulse rounded-full bg-brass-400" aria-hidden /> Thinking…
          </p>
        )}
        {last?.role === 'user' && error && <AnswerFailure error={error} onRetry={onRetry} />}
      </div>
      {/* The answer streams silently for screen readers; they hear when it starts and when it is done. */}
      <p role="status" className="sr-only">
        {busy ? 'The assistant is answering…' : last?.role === 'assistant' && status === 'ready' ? 'Answer complete.' : ''}
      </p>
    </div>
  );
}
