import { describe, expect, it } from 'vitest';
import type { AssistantMetadata, ChatMessage } from '../../../shared/api/chat';
import { answerMetadata, messageText, toUIMessages, type ChatUIMessage } from './chat-messages';
import { chatHref, handOverFirstQuestion, takeFirstQuestion } from './chat-links';

const metadata: AssistantMetadata = { usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 }, model: 'offline engine', offline: true, citations: [], stopped: false };

describe('chat messages', () => {
  it('turns stored messages into the chat hook’s shape, keeping the answer’s metadata', () => {
    const stored: ChatMessage[] = [
      { id: 'q', role: 'user', content: 'Is Roe still good law?', createdAt: '2026-01-01T00:00:00Z', metadata: null },
      { id: 'a', role: 'assistant', content: 'No.', createdAt: '2026-01-01T00:00:01Z', metadata },
    ];
    const [question, answer] = toUIMessages(stored);
    expect(question).toEqual({ id: 'q', role: 'user', parts: [{ type: 'text', text: 'Is Roe still good law?' }], metadata: undefined });
    expect(answerMetadata(answer!)).toEqual(metadata);
    expect(answerMetadata(question!)).toBeNull();
  });

  it('reads the text of several steps as paragraphs, as the server stores it, and ignores tool parts', () => {
    const message = {
      id: 'a',
      role: 'assistant',
      parts: [
        { type: 'text', text: 'First.' },
        { type: 'dynamic-tool', toolName: 'search_case_law', toolCallId: '1', state: 'input-available', input: {} },
        { type: 'text', text: 'Second.' },
      ],
    } as ChatUIMessage;
    expect(messageText(message)).toBe('First.\n\nSecond.');
  });

  it('ignores metadata that is not a finished answer’s', () => {
    expect(answerMetadata({ id: 'a', role: 'assistant', parts: [], metadata: { model: 'x' } as unknown as AssistantMetadata })).toBeNull();
  });
});

describe('chat links', () => {
  it('opens a conversation with ?session= and keeps the sidebar search', () => {
    expect(chatHref('/chat', {})).toBe('/chat');
    expect(chatHref('/volnadraft', { session: 'abc', q: 'lease dispute' })).toBe('/volnadraft?session=abc&q=lease+dispute');
  });

  it('hands a first question over once', () => {
    handOverFirstQuestion('s1', 'Draft a motion');
    expect(takeFirstQuestion('s1')).toBe('Draft a motion');
    expect(takeFirstQuestion('s1')).toBeUndefined();
  });
});
