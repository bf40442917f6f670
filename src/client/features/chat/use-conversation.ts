import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SessionDetail } from '../../../shared/api/chat';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';
import { showInsufficientTokens } from '../billing/insufficient-tokens';
import { invalidateSessions, sessionPath } from '../sessions/session-queries';
import { messageText, toUIMessages, type ChatUIMessage } from './chat-messages';
import { createChatTransport, type PromptSettings } from './chat-transport';

/** How long to wait for the server to store a stopped answer before reading it back. */
const STORED_ANSWER_DELAYS_MS = [300, 700, 1500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isNetworkFailure = (error: Error) => error instanceof TypeError && /fetch|network/i.test(error.message);

/**
 * One conversation: streams answers into the stored messages, and handles what can go wrong. A refusal for too
 * few tokens takes the question back (nothing was sent to the model, and `onQuestionReturned` gets its text);
 * other failures stay on the answer with a retry. After every answer the balance and the session list are refreshed.
 */
export function useConversation({
  session,
  settings,
  onAnswered,
  onQuestionReturned,
}: {
  session: SessionDetail;
  settings: PromptSettings;
  onAnswered: () => void;
  onQuestionReturned: (question: string) => void;
}) {
  const queryClient = useQueryClient();
  const [transport] = useState(() => createChatTransport(session.id));
  const [initialMessages] = useState(() => toUIMessages(session.messages));
  const [tokenRefusal, setTokenRefusal] = useState<ApiError | null>(null);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(new Set());
  const lastFailure = useRef<Error | null>(null);

  const chat = useChat<ChatUIMessage>({
    id: session.id,
    messages: initialMessages,
    transport,
    // Markdown is re-parsed on every update; a short throttle keeps long answers smooth.
    experimental_throttle: 40,
    onError: (error) => {
      lastFailure.current = error;
    },
    onFinish: ({ message, messages, isAbort }) => {
      onAnswered();
      void invalidateSessions(queryClient);
      if (isAbort && messages.some((m) => m.id === message.id)) {
        setStoppedIds((ids) => new Set(ids).add(message.id));
        void readBackStoredAnswer(messages.length);
      }
    },
  });
  const { setMessages, clearError } = chat;

  const readStored = () =>
    queryClient.fetchQuery<SessionDetail>({ queryKey: [sessionPath(session.id)], staleTime: 0 }).catch(() => null);

  /** A stopped answer never received its metadata; the server stores it with the usage charged, so read it back. */
  async function readBackStoredAnswer(count: number) {
    for (const delay of STORED_ANSWER_DELAYS_MS) {
      await sleep(delay);
      const stored = await readStored();
      const last = stored?.messages.at(-1);
      if (stored && stored.messages.length === count && last?.metadata) {
        setMessages((current) => (current.length === count ? toUIMessages(stored.messages) : current));
        return;
      }
    }
  }

  /**
   * Runs one request. A refusal for too few tokens puts the messages back to `restoreTo`; a question no longer among
   * them goes back to the composer.
   */
  async function run(request: () => Promise<void>, restoreTo: ChatUIMessage[], question?: string) {
    lastFailure.current = null;
    setTokenRefusal(null);
    await request();
    const failure = lastFailure.current as Error | null;
    if (failure instanceof ApiError && failure.tokenUsage) {
      setMessages(restoreTo);
      clearError();
      setTokenRefusal(failure);
      showInsufficientTokens(failure);
      if (question !== undefined) onQuestionReturned(question);
    } else if (failure && isNetworkFailure(failure)) {
      toast({ title: 'No connection', description: 'The assistant could not be reached. Check your connection, then retry.', variant: 'destructive' });
    }
  }

  /**
   * After a failure: a failed answer is not stored, so its question is asked afresh; but when the connection
   * dropped, the server may have kept the exchange (as stopped), and then it is regenerated in place.
   */
  async function retry() {
    const askedAt = chat.messages.findLastIndex((m) => m.role === 'user');
    const question = chat.messages[askedAt];
    if (!question) return;
    const text = messageText(question);
    const stored = await readStored();
    const storedQuestion = stored?.messages[askedAt];
    if (stored && storedQuestion?.role === 'user' && storedQuestion.content === text && stored.messages.length > askedAt + 1) {
      const kept = toUIMessages(stored.messages);
      setMessages(kept);
      return run(() => chat.regenerate({ body: settings }), kept);
    }
    return run(() => chat.sendMessage({ text, messageId: question.id }, { body: settings }), chat.messages.slice(0, askedAt), text);
  }

  return {
    messages: chat.messages,
    status: chat.status,
    /** A failure shown on the last answer (never a token refusal, which has its own notice). */
    error: chat.status === 'error' ? (chat.error ?? null) : null,
    tokenRefusal,
    stoppedIds,
    send: (text: string) => run(() => chat.sendMessage({ text }, { body: settings }), chat.messages, text),
    regenerate: () => run(() => chat.regenerate({ body: settings }), chat.messages),
    retry,
    stop: () => void chat.stop(),
  };
}
