import { streamText } from 'ai';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import { countTokens } from '../chat/prompt';
import { providerFailure } from '../chat/provider-errors';

/** How one section's model call ended, with the tokens it used (the provider's count, or the tokenizer's). */
export type SectionOutcome =
  | { kind: 'written'; text: string; usedTokens: number }
  | { kind: 'stopped'; usedTokens: number }
  | { kind: 'failed'; message: string };

/**
 * Streams one section from the model, passing each piece of text on as it arrives. A stop aborts the call; what the
 * model produced until then is counted with the tokenizer, since the provider reports no usage for a cut-off call.
 */
export async function writeSection(options: {
  assistant: AssistantModel;
  settings: AssistantSettings;
  system: string;
  prompt: string;
  signal: AbortSignal;
  onText: (delta: string) => void;
}): Promise<SectionOutcome> {
  const { assistant, settings, system, prompt, signal, onText } = options;
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  let text = '';
  const counted = () => countTokens(system) + countTokens(prompt) + countTokens(text);
  try {
    const result = streamText({
      model: assistant.model,
      system,
      prompt,
      maxRetries: settings.maxRetries,
      maxOutputTokens: settings.maxOutputTokens,
      abortSignal: AbortSignal.any([signal, deadline]),
      // Failures arrive as the stream's error part and are answered there; the SDK's default would print them.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        onText(part.text);
      } else if (part.type === 'error') {
        return { kind: 'failed', message: providerFailure(part.error).message };
      } else if (part.type === 'abort') {
        if (deadline.aborted) return timedOut(settings.timeoutMs);
        return { kind: 'stopped', usedTokens: counted() };
      } else if (part.type === 'finish') {
        const reported = part.totalUsage.totalTokens;
        return { kind: 'written', text, usedTokens: reported ?? counted() };
      }
    }
    return { kind: 'failed', message: 'The language model ended without finishing the section. No tokens were charged for it. Try again.' };
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped', usedTokens: counted() };
    if (deadline.aborted) return timedOut(settings.timeoutMs);
    return { kind: 'failed', message: providerFailure(error).message };
  }
}

// Like a provider failure, a timed-out section is not charged: the attorney got nothing usable from it.
function timedOut(timeoutMs: number): SectionOutcome {
  return {
    kind: 'failed',
    message: `The language model did not finish the section within ${Math.round(timeoutMs / 1000)} seconds. No tokens were charged for it. Try again.`,
  };
}
