import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreateSession } from '../sessions/session-mutations';
import { chatHref, handOverFirstQuestion } from './chat-links';
import type { PromptSettings } from './chat-transport';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { EmptyConversation } from './EmptyConversation';

const DEFAULT_SETTINGS: PromptSettings = { jurisdiction: 'us-federal', mode: 'research' };

/** The screen before the first question: examples, settings, and a composer; sending creates the conversation. */
export function NewConversation({
  basePath,
  search,
  balance,
  onShowConversations,
}: {
  basePath: string;
  search: string | undefined;
  balance: number | null;
  onShowConversations: () => void;
}) {
  usePageTitle('Assistant');
  const navigate = useNavigate();
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [draft, setDraft] = useState('');
  const create = useCreateSession();

  const start = (question: string) =>
    create.mutate(
      // The server titles the conversation from its first question.
      settings,
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
