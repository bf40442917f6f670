import { useChat } from '@ai-sdk/react';
import { LifeBuoy, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { SUPPORT_LIMITS } from '../../../shared/api/support';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../drafting/studio/use-media-query';
import { AnswerError, SupportAnswer } from './SupportAnswer';
import { spokenText } from './spoken-text';
import { SUGGESTED_QUESTIONS } from './suggested-questions';
import { SUPPORT_PANEL_ID } from './support-bot-store';
import { createSupportTransport, messageText, type SupportUIMessage } from './support-transport';

function Greeting({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div className="grid gap-4">
      <p className="rounded-2xl rounded-tl-md bg-white px-3.5 py-2.5 text-sm leading-6 text-ink-800 shadow-xs ring-1 ring-ink-100">
        Hi! I answer questions about using VolnaDraft (your account, drafting, research, tokens) from our help center,
        and link the articles I used. I don&apos;t answer legal questions.
      </p>
      <div>
        <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase" id="support-suggestions">
          Try asking
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="support-suggestions">
          {SUGGESTED_QUESTIONS.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onAsk(question)}
                className="rounded-full border border-ink-200 bg-white px-3 py-1.5 text-left text-sm text-ink-800 hover:border-brass-400 hover:bg-brass-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The support bot's chat panel: a sheet over the whole screen on a phone, a card in the corner otherwise. It stays
 * mounted while hidden, so the conversation survives closing it and moving between pages.
 */
export default function SupportPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [transport] = useState(createSupportTransport);
  const { messages, sendMessage, regenerate, status, error, clearError } = useChat<SupportUIMessage>({ transport, experimental_throttle: 40 });
  const [question, setQuestion] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 639px)');
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // A new question moves to the top of the list, so its answer reads from its first line as it streams in; it stays
  // pinned there as the answer grows until the reader scrolls.
  const pinned = useRef(false);
  const questionCount = messages.filter((message) => message.role === 'user').length;
  useEffect(() => {
    pinned.current = true;
  }, [questionCount]);
  useEffect(() => {
    const list = scroller.current;
    const asked = list?.querySelectorAll<HTMLElement>('[data-question]');
    const latest = asked?.[asked.length - 1];
    if (list && latest && pinned.current) list.scrollTop = latest.offsetTop - 16;
  }, [messages, status]);
  const unpin = () => {
    pinned.current = false;
  };

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    clearError();
    setQuestion('');
    void sendMessage({ text: trimmed });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  // On a phone the sheet covers the page a link opens, so it closes; beside the page it can stay.
  const followLink = () => {
    if (phone) onClose();
  };
  const retry = () => {
    clearError();
    void regenerate();
  };

  const finished = last?.role === 'assistant' && status === 'ready' ? spokenText(messageText(last)) : '';
  const announcement = busy ? 'The support assistant is answering.' : finished ? `Answer: ${finished}` : '';

  return (
    <div
      id={SUPPORT_PANEL_ID}
      role="dialog"
      aria-modal={phone}
      aria-labelledby="support-assistant-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed inset-0 z-50 flex flex-col bg-paper',
        'sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(40rem,calc(100dvh-8rem))] sm:w-[26rem] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-ink-100 sm:shadow-2xl',
      )}
    >
      <div className="flex items-center gap-3 border-b border-ink-100 bg-ink-900 px-4 py-3 text-white">
        <span className="flex size-9 items-center justify-center rounded-full bg-white/10 text-brass-300" aria-hidden>
          <LifeBuoy className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="support-assistant-title" className="font-semibold">
            VolnaDraft support
          </h2>
          <p className="text-xs text-ink-200">Answers from our help center, 24/7</p>
        </div>
        <Button variant="ghostLight" size="sm" onClick={onClose} className="size-9 border-0 p-0" aria-label="Close support assistant">
          <X aria-hidden />
        </Button>
      </div>

      <div ref={scroller} onWheel={unpin} onTouchMove={unpin} className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4" data-testid="support-messages">
        <div className="grid gap-4">
          <Greeting onAsk={ask} />
          {messages.map((message) =>
            message.role === 'user' ? (
              <p key={message.id} data-question className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-ink-900 px-3.5 py-2 text-sm leading-6 break-words text-white">
                {messageText(message)}
              </p>
            ) : (
              <SupportAnswer
                key={message.id}
                message={message}
                streaming={busy && message === last}
                error={message === last ? (error ?? null) : null}
                onRetry={retry}
                onFollowLink={followLink}
              />
            ),
          )}
          {status === 'submitted' && <p className="text-sm text-ink-500">Looking in the help center…</p>}
          {error && last?.role === 'user' && <AnswerError error={error} onRetry={retry} />}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <form onSubmit={submit} className="border-t border-ink-100 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-2">
          <label htmlFor="support-question" className="sr-only">
            Question for the support assistant
          </label>
          <input
            id="support-question"
            ref={input}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={SUPPORT_LIMITS.questionChars}
            placeholder="Ask about using VolnaDraft…"
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-full border border-ink-200 bg-white px-4 text-sm text-ink-900 placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
          />
          <Button type="submit" variant="dark" disabled={busy || !question.trim()} className="size-10 shrink-0 rounded-full p-0" aria-label="Send question">
            <SendHorizontal aria-hidden />
          </Button>
        </div>
        <p className="mt-2 text-center text-xs text-ink-500">
          Prefer a person?{' '}
          <Link to="/support" onClick={followLink} className="font-medium text-ink-800 underline underline-offset-4">
            Contact support
          </Link>
        </p>
      </form>
    </div>
  );
}
