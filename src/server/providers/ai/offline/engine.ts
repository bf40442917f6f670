import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { countTokens, tokenizer } from '../../../features/tokens/tokenizer';
import { composeAnswer } from './compose';
import type { OfflineEngineDeps } from './deps';
import { promptText } from './prompt';

export const OFFLINE_PROVIDER = 'volnadraft';
export const OFFLINE_MODEL_ID = 'offline-engine';
/** About 100 words a second: slow enough to watch arrive (and to stop), quick enough not to wait on. */
const DEFAULT_CHUNK_DELAY_MS = 10;
const TEXT_ID = 'offline-text';

interface Answer {
  text: string;
  usage: LanguageModelV3Usage;
  finishReason: LanguageModelV3FinishReason;
}

const usage = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/** Each word with the whitespace after it, so the deltas join back to exactly the answer. */
export const wordChunks = (text: string) => text.split(/(?<=\s)(?=\S)/);

async function answer(deps: OfflineEngineDeps, call: LanguageModelV3CallOptions): Promise<Answer> {
  const full = await composeAnswer(call.prompt, deps);
  call.abortSignal?.throwIfAborted();
  // Usage is counted like a model's: the prompt read and the tokens written, cut at the output limit like one.
  const { decode, encode } = tokenizer();
  const tokens = encode(full);
  const limit = call.maxOutputTokens ?? Infinity;
  const kept = tokens.length > limit ? tokens.slice(0, limit) : tokens;
  return {
    text: kept === tokens ? full : decode(kept),
    usage: usage(countTokens(promptText(call.prompt)), kept.length),
    finishReason: kept === tokens ? { unified: 'stop', raw: 'stop' } : { unified: 'length', raw: 'length' },
  };
}

function streamOf(result: Answer, signal: AbortSignal | undefined, chunkDelayMs: number): ReadableStream<LanguageModelV3StreamPart> {
  const chunks = wordChunks(result.text);
  let next = 0;
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'response-metadata', id: `offline-${randomUUID()}`, modelId: OFFLINE_MODEL_ID, timestamp: new Date() });
      controller.enqueue({ type: 'text-start', id: TEXT_ID });
    },
    // One word per pull, after a real timer (or event-loop turn): the consumer sets the pace; an abort ends the wait at once.
    async pull(controller) {
      try {
        await (chunkDelayMs > 0 ? delay(chunkDelayMs, undefined, { signal }) : nextTurn(undefined, { signal }));
      } catch (error) {
        controller.error(error);
        return;
      }
      const chunk = chunks[next++];
      if (chunk !== undefined) {
        controller.enqueue({ type: 'text-delta', id: TEXT_ID, delta: chunk });
        return;
      }
      controller.enqueue({ type: 'text-end', id: TEXT_ID });
      controller.enqueue({ type: 'finish', usage: result.usage, finishReason: result.finishReason });
      controller.close();
    },
  });
}

/**
 * The embedded default model: a LanguageModelV3 that answers from the corpus, the citation checker and templates,
 * so the chat's streaming, metering and citation checks run exactly as with a real model. Tools are ignored.
 */
export function createOfflineEngine(deps: OfflineEngineDeps, options: { chunkDelayMs?: number } = {}): LanguageModelV3 {
  const chunkDelayMs = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    specificationVersion: 'v3',
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(call) {
      const result = await answer(deps, call);
      return {
        content: [{ type: 'text', text: result.text }],
        finishReason: result.finishReason,
        usage: result.usage,
        warnings: [],
        response: { modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
      };
    },
    async doStream(call) {
      return { stream: streamOf(await answer(deps, call), call.abortSignal, chunkDelayMs) };
    },
  };
}
