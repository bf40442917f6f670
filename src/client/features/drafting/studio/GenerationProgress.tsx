import { CircleStop, LoaderCircle, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { progressOf, type GenerationRun } from './generation-run';

/** While a generation runs: which section is being written, how far along it is, what it has cost, and Stop. */
export function GenerationProgress({ run, onStop }: { run: GenerationRun; onStop: () => void }) {
  const progress = progressOf(run);
  const percent = Math.round(progress.fraction * 100);
  return (
    <section aria-label="Generation progress" className="rounded-xl border border-brass-200 bg-white p-4 shadow-sm" data-testid="generation-progress">
      <div className="flex items-start gap-3">
        <LoaderCircle className="mt-0.5 size-5 shrink-0 animate-spin text-brass-500" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-950" role="status">{progress.title}</p>
          <div
            role="progressbar"
            aria-label="Sections written"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
          >
            <div className="h-full rounded-full bg-brass-400 transition-[width] duration-500" style={{ width: `${Math.max(percent, 3)}%` }} />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            {progress.left && <span>{progress.left}</span>}
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              {run.offline && <WifiOff className="size-3.5 text-ink-400" aria-hidden />}
              {progress.tokens}
            </span>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onStop} data-testid="stop-generation">
          <CircleStop aria-hidden /> Stop
        </Button>
      </div>
    </section>
  );
}
