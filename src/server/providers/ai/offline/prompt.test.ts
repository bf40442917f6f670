import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { jurisdictionIn, lastUserText, promptText } from './prompt';

const prompt: LanguageModelV3Prompt = [
  { role: 'system', content: 'You assist attorneys. Jurisdiction: California (us-ca).' },
  { role: 'user', content: [{ type: 'text', text: 'First question' }] },
  { role: 'assistant', content: [{ type: 'text', text: 'First answer' }] },
  { role: 'user', content: [{ type: 'text', text: ' Second question ' }] },
];

describe('prompt reading', () => {
  it('answers the last user message', () => {
    expect(lastUserText(prompt)).toBe('Second question');
    expect(lastUserText([])).toBe('');
  });

  it('reads the whole prompt as text for the input count', () => {
    expect(promptText(prompt)).toBe(
      'You assist attorneys. Jurisdiction: California (us-ca).\n\nFirst question\n\nFirst answer\n\n Second question ',
    );
  });

  it('finds the jurisdiction the system prompt names first', () => {
    expect(jurisdictionIn(prompt)).toBe('us-ca');
    expect(jurisdictionIn([{ role: 'system', content: 'Work in Texas; compare New York.' }])).toBe('us-tx');
    expect(jurisdictionIn(prompt.slice(1))).toBeNull();
  });
});
