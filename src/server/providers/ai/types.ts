import type { LanguageModel } from 'ai';

/** The language model the assistant answers with, chosen once at start-up from configuration. */
export interface AssistantModel {
  /** An AI SDK language model (the offline engine implements the same interface). */
  model: LanguageModel;
  /** Stored with each answer and shown in the UI: 'gpt-4o-mini (openai-compatible)', 'offline engine'. */
  label: string;
  /** True for the embedded offline engine: the UI labels its answers and says how to connect a model. */
  offline: boolean;
}
