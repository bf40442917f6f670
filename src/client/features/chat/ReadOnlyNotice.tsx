import { Lock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { withMatter } from '../matters/matter-links';

/**
 * In place of the composer, for a member of the matter reading a conversation another member started: only its
 * starter continues it (ADR 025), so the way on is a conversation of their own in the same matter.
 */
export function ReadOnlyNotice({ newHref, matterId }: { newHref: string; matterId: string | null }) {
  return (
    <div className="border-t border-ink-100 bg-white/95 px-4 pt-3 pb-4 sm:px-6" data-testid="conversation-read-only">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-ink-200 bg-ink-50/60 p-3 sm:flex-row sm:items-center">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-ink-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
          <span>Only the member who started this conversation can continue it. Start your own conversation in this matter.</span>
        </p>
        <Button asChild variant="dark" className="shrink-0 self-start sm:self-auto">
          <Link to={withMatter(newHref, matterId)}>
            <Plus aria-hidden /> New conversation in this matter
          </Link>
        </Button>
      </div>
    </div>
  );
}
