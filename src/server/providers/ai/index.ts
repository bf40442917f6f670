import { ConfigError, type Config } from '../../config';
import type { OfflineEngineDeps } from './offline/deps';
import { createOfflineEngine } from './offline/engine';
import type { AssistantModel } from './types';

/** Call settings for every model call (`streamText({ maxRetries, timeout: timeoutMs, maxOutputTokens })`). */
export interface AssistantSettings {
  /** Retries after a retryable failure (429, 5xx, network), with the AI SDK's exponential backoff. */
  maxRetries: number;
  timeoutMs: number;
  /** Also the output part of the token estimate reserved before a call. */
  maxOutputTokens: number;
}

export function assistantSettings(config: Config): AssistantSettings {
  return { maxRetries: config.AI_MAX_RETRIES, timeoutMs: config.AI_TIMEOUT_MS, maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS };
}

/** loadConfig already insists on these; this keeps a hand-built config from reaching the network half set. */
function required(value: string | undefined, variable: string): string {
  if (!value) throw new ConfigError(`${variable} is required when AI_PROVIDER is not offline`);
  return value;
}

/**
 * The assistant's language model, chosen once at start-up: an OpenAI-compatible server (OpenAI, vLLM, Ollama,
 * llama.cpp, LM Studio), Anthropic, or the embedded offline engine answering from `offline`. Only the chosen
 * provider's SDK is loaded (issue #16: each held about 5 MB of the server's heap).
 */
export async function createAssistantModel(options: {
  config: Config;
  offline: OfflineEngineDeps;
  /** Pause between the offline engine's streamed words; tests pass 0. */
  offlineChunkDelayMs?: number;
}): Promise<AssistantModel> {
  const { config } = options;
  if (config.AI_PROVIDER === 'offline') {
    return { model: createOfflineEngine(options.offline, { chunkDelayMs: options.offlineChunkDelayMs }), label: 'offline engine', offline: true };
  }
  const modelId = required(config.AI_MODEL, 'AI_MODEL');
  if (config.AI_PROVIDER === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const anthropic = createAnthropic({ apiKey: required(config.AI_API_KEY, 'AI_API_KEY'), baseURL: config.AI_BASE_URL });
    return { model: anthropic(modelId), label: `${modelId} (anthropic)`, offline: false };
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: required(config.AI_BASE_URL, 'AI_BASE_URL'),
    apiKey: config.AI_API_KEY,
    // Without it, streamed answers carry no usage and nothing could be charged from the provider's count.
    includeUsage: true,
  });
  return { model: provider.chatModel(modelId), label: `${modelId} (openai-compatible)`, offline: false };
}

export type { AssistantModel } from './types';
export type { CorpusAuthority, CorpusSearchResult, OfflineEngineDeps } from './offline/deps';
