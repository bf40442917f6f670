import type { UIMessageChunk } from 'ai';
import type { AssistantMetadata } from '../../../shared/api/chat';
import { AppError } from '../../http/errors';
import type { AnswerFailure } from './provider-errors';

export interface RelayHooks {
  /** The model finished: charge the reported usage, verify, store; the metadata goes out with the finish chunk. */
  finished(text: string): Promise<AssistantMetadata>;
  /** The client left: charge what was used, store the partial answer. `stepText` is the unfinished step's text. */
  stopped(text: string, stepText: string): Promise<void>;
  /** The provider failed, timed out, or our bookkeeping did: release what is unsettled, and say what happened. */
  failed(cause: 'provider' | 'timeout' | 'internal', error?: unknown): Promise<AnswerFailure>;
}

/** Chunks that carry no content: an error or abort after only these happened before anything reached the user. */
const PREAMBLE = new Set<UIMessageChunk['type']>(['start', 'start-step']);

/**
 * Relays the model's UI message stream to the client and settles the answer whatever happens. It resolves once the
 * first content arrives, so a failure before that can still be answered as a JSON error (503/504) instead of a
 * stream. The chunks are read here, not pulled by the client, so the bookkeeping runs even after the client has
 * left; `cancel` (the client stopped reading) aborts the model call.
 */
export function relayAnswer(options: {
  chunks: AsyncIterable<UIMessageChunk>;
  /** Set when the call's deadline passed: an abort is then a timeout, otherwise the client left. */
  timedOut: () => boolean;
  cancel: () => void;
  hooks: RelayHooks;
}): Promise<ReadableStream<UIMessageChunk>> {
  const { chunks, timedOut, cancel, hooks } = options;
  let out!: ReadableStreamDefaultController<UIMessageChunk>;
  let open = true;
  const output = new ReadableStream<UIMessageChunk>({
    start: (controller) => void (out = controller),
    cancel: () => {
      open = false;
      cancel();
    },
  });
  const emit = (chunk: UIMessageChunk) => open && out.enqueue(chunk);

  return new Promise((resolve, reject) => {
    let streaming = false;
    const held: UIMessageChunk[] = [];
    const begin = () => {
      if (streaming) return;
      streaming = true;
      held.splice(0).forEach(emit);
      resolve(output);
    };
    const send = (chunk: UIMessageChunk) => (streaming ? emit(chunk) : held.push(chunk));
    const fail = (failure: AnswerFailure) => {
      if (!streaming) return reject(new AppError(failure.code, failure.message));
      emit({ type: 'error', errorText: failure.message });
    };

    void (async () => {
      let text = '';
      let stepText = '';
      let settled = false;
      try {
        for await (const chunk of chunks) {
          if (chunk.type === 'start-step') stepText = '';
          if (chunk.type === 'text-start' && text !== '') text += '\n\n'; // parts of several steps read as paragraphs
          if (chunk.type === 'text-delta') {
            text += chunk.delta;
            stepText += chunk.delta;
          }
          if (chunk.type === 'finish') {
            settled = true;
            const metadata = await hooks.finished(text);
            begin();
            send({ ...chunk, messageMetadata: metadata });
          } else if (chunk.type === 'abort') {
            settled = true;
            if (timedOut()) fail(await hooks.failed('timeout'));
            else await hooks.stopped(text, stepText);
          } else if (chunk.type === 'error') {
            // Terminal: the SDK may still send a finish (reason 'error') after it, which must not store an answer.
            settled = true;
            fail(await hooks.failed('provider'));
            cancel();
            break;
          } else {
            if (!PREAMBLE.has(chunk.type)) begin();
            send(chunk);
          }
        }
        if (!settled) fail(await hooks.failed('internal'));
      } catch (error) {
        fail(await hooks.failed('internal', error).catch(() => ({ code: 'internal' as const, message: 'The answer could not be completed.' })));
      } finally {
        begin(); // a client that left before any content gets an empty stream to an already closed response
        if (open) out.close();
        open = false;
      }
    })();
  });
}
