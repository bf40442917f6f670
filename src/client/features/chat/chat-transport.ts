import { DefaultChatTransport } from 'ai';
import type { ChatMode } from '../../../shared/api/chat';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import { authorizedFetch } from '../../lib/authorized-fetch';
import { sessionPath } from '../sessions/session-queries';
import { messageText, type ChatUIMessage } from './chat-messages';

/** What shapes the prompt, sent with every question. */
export interface PromptSettings {
  jurisdiction: Jurisdiction;
  mode: ChatMode;
}

/**
 * The server keeps the conversation, so each request carries only the question (or, to regenerate, the question
 * whose last answer is replaced) and the prompt settings passed as the request body.
 */
export function createChatTransport(sessionId: string) {
  return new DefaultChatTransport<ChatUIMessage>({
    api: `${sessionPath(sessionId)}/messages`,
    fetch: authorizedFetch,
    prepareSendMessagesRequest: ({ messages, trigger, body }) => {
      const question = messages.findLast((message) => message.role === 'user');
      const settings = body as Partial<PromptSettings> | undefined;
      return {
        body: {
          content: question ? messageText(question) : '',
          jurisdiction: settings?.jurisdiction,
          mode: settings?.mode,
          regenerate: trigger === 'regenerate-message',
        },
      };
    },
  });
}
