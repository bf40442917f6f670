import type { LanguageModelV3Message, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { JURISDICTIONS, type Jurisdiction } from '../../../../shared/jurisdictions';

function messageText(message: LanguageModelV3Message): string {
  if (message.role === 'system') return message.content;
  return message.content
    .map((part) => {
      if (part.type === 'text' || part.type === 'reasoning') return part.text;
      if (part.type === 'tool-call') return JSON.stringify(part.input);
      if (part.type === 'tool-result') return JSON.stringify(part.output);
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

/** The prompt as the text a model would read; its token count is the offline engine's input usage. */
export function promptText(prompt: LanguageModelV3Prompt): string {
  return prompt.map(messageText).filter(Boolean).join('\n\n');
}

/** The question being answered: the text of the last user message. */
export function lastUserText(prompt: LanguageModelV3Prompt): string {
  const last = prompt.findLast((message) => message.role === 'user');
  return last ? messageText(last).trim() : '';
}

/** The jurisdiction the system prompt names first (by id or label), if any. */
export function jurisdictionIn(prompt: LanguageModelV3Prompt): Jurisdiction | null {
  const system = prompt
    .filter((message) => message.role === 'system')
    .map(messageText)
    .join('\n')
    .toLowerCase();
  const positions = JURISDICTIONS.map((j) => {
    const found = [system.indexOf(j.id), system.indexOf(j.label.toLowerCase())].filter((at) => at >= 0);
    return { id: j.id, at: found.length ? Math.min(...found) : Infinity };
  });
  const first = positions.reduce((best, next) => (next.at < best.at ? next : best));
  return first.at === Infinity ? null : first.id;
}
