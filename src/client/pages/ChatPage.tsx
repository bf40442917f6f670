import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SlideOver } from '../components/ui/slide-over';
import { chatHref } from '../features/chat/chat-links';
import { ChatSidebar } from '../features/chat/ChatSidebar';
import { NewConversation } from '../features/chat/NewConversation';
import { OpenConversation } from '../features/chat/OpenConversation';
import { useTokenBalance } from '../features/chat/use-token-balance';
import { matterFromSearch } from '../features/matters/matter-links';

/** On phones the conversations slide over the chat; following any link in them (opening one) closes them. */
function ConversationsDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <SlideOver
      title="Conversations"
      side="left"
      className="lg:hidden"
      panelClassName="w-[85%] max-w-80 bg-white"
      bodyClassName=""
      onBodyClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}
      onClose={onClose}
    >
      {children}
    </SlideOver>
  );
}

/** SPEC §2: /chat and /volnadraft open this screen; `?session=` opens a stored conversation, `?matterId=` starts one in a matter. */
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
    // Below the header (4rem) and, from md up, the workspace row (2.75rem): the composer stays on screen.
    <div className="flex h-[calc(100dvh-4rem)] bg-paper md:h-[calc(100dvh-6.75rem)]">
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
          <NewConversation
            key={matterFromSearch(params) ?? ''}
            basePath={basePath}
            search={q}
            matterId={matterFromSearch(params)}
            balance={balance}
            onShowConversations={showConversations}
          />
        )}
      </section>
    </div>
  );
}
