import { X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { chatHref } from '../features/chat/chat-links';
import { ChatSidebar } from '../features/chat/ChatSidebar';
import { NewConversation } from '../features/chat/NewConversation';
import { OpenConversation } from '../features/chat/OpenConversation';
import { useTokenBalance } from '../features/chat/use-token-balance';

/** On phones the conversations slide over the chat; following any link in them (opening one) closes them. */
function ConversationsDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Conversations">
      <button type="button" className="absolute inset-0 bg-ink-950/40" aria-label="Close conversations" onClick={onClose} />
      <div className="absolute inset-y-0 left-0 flex w-[85%] max-w-80 flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-ink-100 px-4 py-3">
          <p className="font-semibold text-ink-950">Conversations</p>
          <button type="button" onClick={onClose} className="rounded-md p-1.5 text-ink-700 hover:bg-ink-50" aria-label="Close conversations">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="min-h-0 flex-1" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
          {children}
        </div>
      </div>
    </div>
  );
}

/** SPEC §2: /chat and /volnadraft open this screen; `?session=` opens a stored conversation. */
export default function ChatPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const basePath = pathname.startsWith('/volnadraft') ? '/volnadraft' : '/chat';
  const sessionId = params.get('session') ?? undefined;
  const q = params.get('q') ?? undefined;
  const { balance, refresh } = useTokenBalance();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const showConversations = () => setDrawerOpen(true);
  const sidebar = <ChatSidebar basePath={basePath} currentId={sessionId} />;

  return (
    <div className="flex h-[calc(100dvh-4rem)] bg-paper">
      <aside className="hidden w-72 shrink-0 border-r border-ink-100 bg-white lg:block">{sidebar}</aside>
      {drawerOpen && <ConversationsDrawer onClose={closeDrawer}>{sidebar}</ConversationsDrawer>}
      <section className="flex min-w-0 flex-1 flex-col" aria-label="Conversation">
        {sessionId ? (
          <OpenConversation
            key={sessionId}
            sessionId={sessionId}
            newHref={chatHref(basePath, { q })}
            balance={balance}
            onAnswered={refresh}
            onShowConversations={showConversations}
          />
        ) : (
          <NewConversation basePath={basePath} search={q} balance={balance} onShowConversations={showConversations} />
        )}
      </section>
    </div>
  );
}
