import { DefaultChatTransport } from 'ai';
import type { ChatMode } from '../../../shared/api/chat';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import { REQUEST_MESSAGES } from '../../../shared/messages';
import { throwIfResNotOk } from '../../lib/api-error';
import { getCurrentUser } from '../../lib/auth/current-user';
import { sessionPath } from '../sessions/session-queries';
import { messageText, type ChatUIMessage } from './chat-messages';

/** What shapes the prompt, sent with every question. */
export interface PromptSettings {
  jurisdiction: Jurisdiction;
  mode: ChatMode;
}

/**
 * The streaming call follows the request helper's rules (SPEC §7): no caching, cookies included, a freshly fetched
 * bearer token. A refusal before streaming becomes the same ApiError the helper throws, so a 403 for too few
 * tokens carries the spec's message and body.
 */
async function authorizedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-cache, no-store, must-revalidate');
  headers.set('Pragma', 'no-cache');
  headers.set('Expires', '0');
  const user = getCurrentUser();
  if (user) {
    let token: string;
    try {
      token = await user.getIdToken(true);
    } catch {
      throw new Error(REQUEST_MESSAGES.authFailed);
    }
    headers.set('Authorization', `Bearer ${token}`);
  }
  const res = await window.fetch(input, { ...init, headers, credentials: 'include', cache: 'no-store' });
  await throwIfResNotOk(res);
  return res;
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
