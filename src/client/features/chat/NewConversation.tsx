import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { MatterSelect } from '../matters/MatterSelect';
import { useMatters } from '../matters/matters-queries';
import { useCreateSession } from '../sessions/session-mutations';
import { chatHref, handOverFirstQuestion } from './chat-links';
import type { PromptSettings } from './chat-transport';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { EmptyConversation } from './EmptyConversation';

const DEFAULT_SETTINGS: PromptSettings = { jurisdiction: 'us-federal', mode: 'research' };

/**
 * The screen before the first question: examples, settings, and a composer; sending creates the conversation, in
 * the matter chosen above it (preselected by `?matterId=` from a matter's page) or as the user's own.
 */
export function NewConversation({
  basePath,
  search,
  matterId: preselectedMatter,
  balance,
  onShowConversations,
}: {
  basePath: string;
  search: string | undefined;
  matterId: string | null;
  balance: number | null;
  onShowConversations: () => void;
}) {
  usePageTitle('Assistant');
  const navigate = useNavigate();
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [matterId, setMatterId] = useState(preselectedMatter);
  const hasMatters = (useMatters().data?.matters.length ?? 0) > 0;
  const [draft, setDraft] = useState('');
  const create = useCreateSession();

  const start = (question: string) =>
    create.mutate(
      // The server titles the conversation from its first question.
      { ...settings, ...(matterId ? { matterId } : {}) },
      {
        onSuccess: (session) => {
          handOverFirstQuestion(session.id, question);
          navigate(chatHref(basePath, { session: session.id, q: search }));
        },
      },
    );

  return (
    <>
      <ChatHeader
        title="New conversation"
        settings={settings}
        onSettingsChange={setSettings}
        balance={balance}
        onShowConversations={onShowConversations}
      />
      {(hasMatters || matterId) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-ink-100 bg-white px-4 py-2 sm:px-6">
          <MatterSelect value={matterId} onChange={setMatterId} disabled={create.isPending} className="w-full sm:w-auto sm:min-w-80" />
          <p className="text-xs text-ink-500">
            {matterId ? 'The matter’s members can read this conversation; its tokens come from the firm’s pool.' : 'Only you can see this conversation.'}
          </p>
        </div>
      )}
      <EmptyConversation
        onPick={({ mode, prompt }) => {
          setSettings((current) => ({ ...current, mode }));
          setDraft(prompt);
        }}
      />
      <Composer value={draft} onChange={setDraft} onSend={start} busy={create.isPending} />
    </>
  );
}
