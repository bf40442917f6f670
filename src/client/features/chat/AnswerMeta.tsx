import { CircleStop, WifiOff } from 'lucide-react';
import type { AssistantMetadata } from '../../../shared/api/chat';
import { formatTokens } from '../dashboard/BalanceCard';

/** The offline engine's label, and how to get a language model's answers instead. */
function OfflineNotice() {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-ink-600" data-testid="offline-notice">
      <span className="inline-flex items-center gap-1 self-center rounded-full bg-ink-900 px-2 py-0.5 font-semibold text-brass-200">
        <WifiOff className="size-3" aria-hidden /> Offline mode
      </span>
      <span>
        No language model is connected. To connect one, set{' '}
        <code className="font-mono text-[0.7rem] text-ink-800">AI_PROVIDER</code>,{' '}
        <code className="font-mono text-[0.7rem] text-ink-800">AI_BASE_URL</code> and{' '}
        <code className="font-mono text-[0.7rem] text-ink-800">AI_MODEL</code> on the server (see the README).
      </span>
    </p>
  );
}

/**
 * What an answer cost and which model wrote it; stopped answers say that only what was generated was charged. The
 * offline engine calls no model and charges nothing (answers stored before that carry the usage they were charged).
 */
export function AnswerMeta({ metadata, stopped }: { metadata: AssistantMetadata | null; stopped: boolean }) {
  const usage = metadata?.usage;
  const free = Boolean(metadata?.offline && !usage);
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
        {metadata && free && (
          <span className="font-medium text-ink-700" data-testid="answer-tokens">
            Offline engine — no tokens charged
          </span>
        )}
        {metadata && !free && (
          <>
            <span className="font-medium text-ink-700 tabular-nums" data-testid="answer-tokens">
              {usage ? `${formatTokens(usage.totalTokens)} tokens` : 'Usage not reported'}
            </span>
            <span aria-hidden>·</span>
            <span data-testid="answer-model">{metadata.model}</span>
          </>
        )}
        {stopped && (
          <>
            {metadata && <span aria-hidden>·</span>}
            <span className="inline-flex items-center gap-1 text-ink-600" data-testid="answer-stopped">
              <CircleStop className="size-3.5" aria-hidden /> {free ? 'Stopped' : 'Stopped; only what was written was charged'}
            </span>
          </>
        )}
      </p>
      {metadata?.offline && <OfflineNotice />}
    </div>
  );
}
