import { useQueryClient } from '@tanstack/react-query';
import { FilePen } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionDetail } from '../../../shared/api/chat';
import { Button } from '../../components/ui/button';
import { NEW_DRAFT_PATH, prefillFromAnswer } from '../drafting/new/new-draft-links';
import { sessionPath } from '../sessions/session-queries';

/**
 * Opens /drafts/new with the answer as the drafter's background, in the conversation's jurisdiction. The
 * jurisdiction is read from the open conversation as it is now (a change in the header updates it at once).
 */
export function DraftFromAnswerButton({ text }: { text: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const start = () => {
    const sessionId = params.get('session');
    const session = sessionId ? queryClient.getQueryData<SessionDetail>([sessionPath(sessionId)]) : undefined;
    void navigate(NEW_DRAFT_PATH, { state: prefillFromAnswer(text, session?.jurisdiction) });
  };
  return (
    <Button variant="ghost" size="sm" onClick={start} className="h-7 px-2 text-xs">
      <FilePen aria-hidden /> Turn this into a draft
    </Button>
  );
}
