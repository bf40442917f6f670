import { LoaderCircle, Plus, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_LIMITS, type PlaybookPosition } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { SlideOver } from '../../../components/ui/slide-over';
import { toast } from '../../../lib/use-toast';
import { PageSpinner } from '../../../components/ui/spinner';
import { ProblemNotice } from '../../research/ProblemNotice';
import { usePlaybook, useResetPlaybook, useSavePlaybook } from '../document-requests';
import { blankPosition, playbookProblem } from './playbook-edit';
import { PositionEditor } from './PositionEditor';

/** The editor over the loaded playbook; keyed by it, so a save or reset starts it afresh. */
function PlaybookEditor({ positions: saved, isDefault }: { positions: PlaybookPosition[]; isDefault: boolean }) {
  const [positions, setPositions] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePlaybook();
  const reset = useResetPlaybook();
  const busy = save.isPending || reset.isPending;

  const change = (index: number, next: PlaybookPosition) => setPositions((current) => current.map((position, at) => (at === index ? next : position)));
  const submit = () => {
    const found = playbookProblem(positions);
    setProblem(found);
    if (found) return;
    save.mutate(positions, { onSuccess: () => toast({ title: 'Playbook saved', description: 'Reviews now follow your positions.', variant: 'success' }) });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-600">
        {isDefault
          ? 'These are VolnaDraft’s default positions. Change them and save to make the playbook your own.'
          : 'Your firm’s positions. Every contract review compares each clause found with them.'}
      </p>
      <ol className="grid gap-3">
        {positions.map((position, index) => (
          <PositionEditor
            key={position.id}
            index={index}
            position={position}
            onChange={(next) => change(index, next)}
            onRemove={() => setPositions((current) => current.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={positions.length >= DOCUMENT_LIMITS.playbookPositions}
        onClick={() => setPositions((current) => [...current, blankPosition(current)])}
      >
        <Plus aria-hidden /> Add a position
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {save.isError && <ProblemNotice title="The playbook could not be saved" error={save.error} />}
      {reset.isError && <ProblemNotice title="The playbook could not be reset" error={reset.error} />}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-2 border-t border-ink-100 bg-paper px-4 py-3">
        <Button variant="dark" onClick={submit} disabled={busy}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />} Save playbook
        </Button>
        {!isDefault && (
          <Button variant="ghost" onClick={() => reset.mutate()} disabled={busy}>
            <RotateCcw aria-hidden /> Reset to default
          </Button>
        )}
      </div>
    </div>
  );
}

/** The user's playbook, in a panel over the review: view, add, edit and remove positions, save, or go back to the default. */
export function PlaybookPanel({ onClose }: { onClose: () => void }) {
  const playbook = usePlaybook();
  return (
    <SlideOver title="Playbook" side="right" panelClassName="w-full max-w-2xl bg-paper" bodyClassName="overflow-y-auto px-4 pt-4" onClose={onClose}>
      {playbook.isPending ? (
        <PageSpinner />
      ) : playbook.isError ? (
        <ProblemNotice title="The playbook could not be loaded" error={playbook.error} onRetry={() => playbook.refetch()} />
      ) : (
        <PlaybookEditor key={`${playbook.dataUpdatedAt}`} positions={playbook.data.positions} isDefault={playbook.data.isDefault} />
      )}
    </SlideOver>
  );
}
