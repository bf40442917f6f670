import { DATA_PATH } from '../../shared/constants';
import { livePollResponseSchema, type LiveEvent } from '../../shared/api/live';
import { reconnectDelay } from './retry';

export type LiveStatus = 'connecting' | 'streaming' | 'polling' | 'waiting' | 'closed';

export interface LiveChannelOptions {
  fetch: typeof fetch;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Extra headers for every call (the bearer token once signed in). */
  headers?: () => Promise<Record<string, string>>;
  /** Streaming attempts that fail before ever opening, in a row, before falling back to long polling (0: poll only). */
  fallbackAfterFailures?: number;
  pollTimeoutMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Parses one server-sent event block ("id: 3\nevent: x\ndata: {...}"); comments and partial blocks give null. */
export function parseSseBlock(block: string): LiveEvent | null {
  let id: number | undefined;
  let kind = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = Number(value);
    else if (field === 'event') kind = value;
    else if (field === 'data') data.push(value);
  }
  if (id === undefined || !Number.isFinite(id) || data.length === 0) return null;
  try {
    return { id, kind, data: JSON.parse(data.join('\n')) };
  } catch {
    return null;
  }
}

/**
 * The client's live channel: a streamed event source that reconnects with backoff (1 s, ×1.5, capped at 60 s)
 * and falls back to long polling (5–30 s per poll) where streaming is unavailable. Returns a function that closes it.
 */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  const {
    fetch: fetchFn,
    onEvent,
    onStatus = () => {},
    headers = async () => ({}),
    fallbackAfterFailures = 3,
    sleep = defaultSleep,
  } = options;
  const pollTimeoutMs = Math.min(
    Math.max(options.pollTimeoutMs ?? DATA_PATH.longPollMaxTimeoutMs, DATA_PATH.longPollMinTimeoutMs),
    DATA_PATH.longPollMaxTimeoutMs,
  );
  const closed = new AbortController();
  let lastId = 0;
  let attempt = 0;
  let failuresBeforeOpen = 0;
  const canStream = typeof TextDecoderStream !== 'undefined' && fallbackAfterFailures > 0;
  let mode: 'stream' | 'poll' = canStream ? 'stream' : 'poll';

  const deliver = (event: LiveEvent) => {
    if (event.id <= lastId) return;
    lastId = event.id;
    onEvent(event);
  };

  async function stream(): Promise<void> {
    const res = await fetchFn(`/api/live?after=${lastId}`, {
      headers: { Accept: 'text/event-stream', ...(await headers()) },
      credentials: 'include',
      cache: 'no-store',
      signal: closed.signal,
    });
    if (!res.ok || !res.body) throw new Error(`live stream unavailable (${res.status})`);
    failuresBeforeOpen = 0;
    attempt = 0;
    onStatus('streaming');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      pending += value;
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseSseBlock(block);
        if (event) deliver(event);
      }
    }
  }

  async function poll(): Promise<void> {
    onStatus('polling');
    const timeout = AbortSignal.timeout(pollTimeoutMs + 5000);
    const res = await fetchFn(`/api/live/poll?after=${lastId}&timeoutMs=${pollTimeoutMs}`, {
      headers: await headers(),
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.any([closed.signal, timeout]),
    });
    if (!res.ok) throw new Error(`live poll failed (${res.status})`);
    const { events } = livePollResponseSchema.parse(await res.json());
    attempt = 0;
    events.forEach(deliver);
  }

  async function run(): Promise<void> {
    while (!closed.signal.aborted) {
      try {
        onStatus('connecting');
        if (mode === 'poll') {
          await poll();
          continue;
        }
        // A stream that ends is a dropped connection: reconnect after the backoff like any other failure.
        await stream();
      } catch {
        if (closed.signal.aborted) break;
        if (mode === 'stream' && ++failuresBeforeOpen >= fallbackAfterFailures) {
          mode = 'poll';
          attempt = 0;
          continue;
        }
      }
      onStatus('waiting');
      await sleep(reconnectDelay(attempt++), closed.signal);
    }
    onStatus('closed');
  }

  void run();
  return () => closed.abort();
}
