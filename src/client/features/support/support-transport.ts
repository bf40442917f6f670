import { DefaultChatTransport, type UIMessage } from 'ai';
import { supportAnswerMetadataSchema, type SupportAnswerMetadata } from '../../../shared/api/support';
import { REQUEST_MESSAGES } from '../../../shared/messages';
import { throwIfResNotOk } from '../../lib/api-error';
import { getCurrentUser } from '../../lib/auth/current-user';

/** A message of the support conversation; the answer's metadata (articles used) arrives when it finishes. */
export type SupportUIMessage = UIMessage<SupportAnswerMetadata | undefined>;

export const messageText = (message: SupportUIMessage) =>
  message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n\n');

/** The answer's metadata once complete and well formed; nothing while it streams. */
export function answerMetadata(message: SupportUIMessage): SupportAnswerMetadata | null {
  const parsed = supportAnswerMetadataSchema.safeParse(message.metadata);
  return parsed.success ? parsed.data : null;
}

/**
 * The request helper's rules (SPEC §7) for the streaming call: no caching, cookies included, and for a signed-in
 * user a freshly fetched bearer token (the bot points them to /chat rather than to sign-up). Visitors send none.
 */
async function supportFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-cache, no-store, must-revalidate');
  headers.set('Pragma', 'no-cache');
  headers.set('Expires', '0');
  const user = getCurrentUser();
  if (user) {
    try {
      headers.set('Authorization', `Bearer ${await user.getIdToken(true)}`);
    } catch {
      throw new Error(REQUEST_MESSAGES.authFailed);
    }
  }
  const res = await window.fetch(input, { ...init, headers, credentials: 'include', cache: 'no-store' });
  await throwIfResNotOk(res);
  return res;
}

/** Each question stands alone: the server keeps no conversation, so only the newest question is sent. */
export function createSupportTransport() {
  return new DefaultChatTransport<SupportUIMessage>({
    api: '/api/support/ask',
    fetch: supportFetch,
    prepareSendMessagesRequest: ({ messages }) => {
      const question = messages.findLast((message) => message.role === 'user');
      return { body: { question: question ? messageText(question) : '' } };
    },
  });
}
