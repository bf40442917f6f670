import type { UIMessage } from 'ai';
import { assistantMetadataSchema, type AssistantMetadata, type ChatMessage } from '../../../shared/api/chat';

/** A message as the chat hook holds it; assistant metadata arrives when the answer finishes (or from storage). */
export type ChatUIMessage = UIMessage<AssistantMetadata | undefined>;

/** Stored messages, in the shape the chat hook streams into. */
export function toUIMessages(messages: ChatMessage[]): ChatUIMessage[] {
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    parts: [{ type: 'text', text: message.content }],
    metadata: message.metadata ?? undefined,
  }));
}

/** The message's text: its text parts as paragraphs (a part per model step, as the server stores them). */
export const messageText = (message: ChatUIMessage) =>
  message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n\n');

/** The answer's metadata once complete and well formed; nothing while it streams. */
export function answerMetadata(message: ChatUIMessage): AssistantMetadata | null {
  const parsed = assistantMetadataSchema.safeParse(message.metadata);
  return parsed.success ? parsed.data : null;
}
