import { Briefcase, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { MovableKind } from '../../../shared/api/matter-moves';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { reasonOf } from '../firms/firms-queries';
import { matterLabel } from './matter-links';
import { MatterOptions } from './MatterSelect';
import { useMatters, useMoveIntoMatter } from './matters-queries';

const NAMES: Record<MovableKind, string> = { draft: 'draft', document: 'document', conversation: 'conversation' };

/**
 * "Move to a matter" on the user's own personal work (issue #39): they pick one of their matters and confirm, knowing
 * that every member of the matter will see it and that it stays with the matter. Users in no matter never see it.
 * `beforeMove` lets the studio save what is typed first; `afterMove` lets it take the moved draft's new revision.
 */
export function MoveToMatter({ kind, id, beforeMove, afterMove }: { kind: MovableKind; id: string; beforeMove?: () => Promise<unknown>; afterMove?: () => Promise<unknown> }) {
  const selectId = useId();
  const { data } = useMatters();
  const move = useMoveIntoMatter();
  const [open, setOpen] = useState(false);
  const [matterId, setMatterId] = useState('');
  const matters = data?.matters ?? [];
  if (matters.length === 0) return null;

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Briefcase aria-hidden /> Move to a matter
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matterId) return;
    try {
      await beforeMove?.();
      const moved = await move.mutateAsync({ matterId, kind, id });
      await afterMove?.();
      setOpen(false);
      toast({ title: `Moved into ${matterLabel(moved.matter)}`, description: `Every member of the matter can now open this ${NAMES[kind]}.` });
    } catch (error) {
      toast({ title: `The ${NAMES[kind]} was not moved`, description: reasonOf(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 rounded-md border border-ink-200 bg-ink-50 p-3 text-sm sm:max-w-md" data-testid="move-to-matter">
      <label htmlFor={selectId} className="font-medium text-ink-900">Move this {NAMES[kind]} into a matter</label>
      <select
        id={selectId}
        value={matterId}
        onChange={(event) => setMatterId(event.target.value)}
        className="h-9 w-full rounded-md border border-ink-200 bg-white px-2 text-sm text-ink-900 focus-visible:ring-2 focus-visible:ring-brass-300 focus-visible:outline-none"
      >
        <option value="">Choose a matter…</option>
        <MatterOptions matters={matters} />
      </select>
      <p className="text-ink-700">Every member of the matter will see it, and it stays with the matter: it cannot be made personal again.</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="dark" disabled={!matterId || move.isPending}>
          {move.isPending && <LoaderCircle className="animate-spin" aria-hidden />} Move
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)} disabled={move.isPending}>Cancel</Button>
      </div>
    </form>
  );
}
