import { ArrowUp, Square } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { sendMessageSchema } from '../../../shared/api/chat';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useLiftSupportLauncher } from '../support/support-bot-store';

export const MAX_QUESTION_LENGTH = sendMessageSchema.shape.content.maxLength ?? 20_000;

/** The counter appears once a question gets long, so it does not distract from short ones. */
const SHOW_COUNT_FROM = MAX_QUESTION_LENGTH * 0.8;

/**
 * Where questions are written: Enter sends, Shift+Enter starts a new line. While an answer streams the box is
 * locked and the send button becomes Stop.
 */
export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  placeholder = 'Ask a legal question, or ask for a draft or a review…',
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop?: () => void;
  busy: boolean;
  placeholder?: string;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLiftSupportLauncher();
  const tooLong = value.length > MAX_QUESTION_LENGTH;
  const canSend = !busy && value.trim().length > 0 && !tooLong;

  // Grow with the text up to a limit, then scroll.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 240)}px`;
  }, [value]);

  // Back in the box once an answer is done, ready for the next question (not on opening: phones would pop the keyboard).
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) box.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-ink-100 bg-white/95 px-4 pt-3 pb-4 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <div className="flex items-end gap-2 rounded-2xl border border-ink-200 bg-white p-2 shadow-sm focus-within:border-ink-400 focus-within:ring-2 focus-within:ring-brass-200">
          <label htmlFor="chat-question" className="sr-only">Your question</label>
          <textarea
            id="chat-question"
            ref={box}
            rows={1}
            value={value}
            disabled={busy}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            aria-describedby="chat-question-hint"
            className="max-h-60 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[0.95rem] leading-6 text-ink-900 placeholder:text-ink-400 focus:outline-none disabled:opacity-60"
          />
          {busy && onStop ? (
            <Button type="button" variant="dark" onClick={onStop} className="size-10 shrink-0 rounded-xl p-0" aria-label="Stop">
              <Square className="fill-current" aria-hidden />
            </Button>
          ) : (
            <Button type="submit" disabled={!canSend} className="size-10 shrink-0 rounded-xl p-0" aria-label="Send">
              <ArrowUp aria-hidden />
            </Button>
          )}
        </div>
        <p id="chat-question-hint" className="mt-2 flex justify-between gap-3 px-1 text-xs text-ink-500">
          <span>
            <span className="hidden sm:inline">Enter to send, Shift+Enter for a new line. </span>
            Citations in answers are checked; verify before you file.
          </span>
          {value.length >= SHOW_COUNT_FROM && (
            <span className={cn('shrink-0 tabular-nums', tooLong && 'font-semibold text-red-700')}>
              {value.length.toLocaleString('en-US')} / {MAX_QUESTION_LENGTH.toLocaleString('en-US')}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
