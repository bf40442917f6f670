import type { CorpusImportJob } from '../../../../shared/api/corpus-imports';
import { isActive, overallFraction, phaseLabel, timeLeft } from './import-progress';

const n = (value: number) => value.toLocaleString('en-US');

/** One import's progress: a bar over the whole job, the phase, the counts so far and the time left. */
export function ImportProgress({ job }: { job: CorpusImportJob }) {
  const percent = Math.round(overallFraction(job) * 100);
  const failed = job.state === 'failed' || job.state === 'cancelled';
  return (
    <div className="grid gap-3" data-testid="import-progress" data-state={job.state}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink-900">{phaseLabel(job)}</span>
        <span className="text-ink-600 tabular-nums">{isActive(job) ? [timeLeft(job.secondsLeft), `${percent}%`].filter(Boolean).join(' · ') : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Importing ${job.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${failed ? 'bg-red-400' : job.state === 'done' ? 'bg-emerald-500' : 'bg-brass-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {[
          ['Records read', job.records],
          ['Cases', job.cases],
          ['Opinions', job.opinions],
          ['Citation edges', job.edges],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-500">{label}</dt>
            <dd className="font-semibold text-ink-950 tabular-nums">{n(value as number)}</dd>
          </div>
        ))}
      </dl>
      {job.error && <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{job.error}</p>}
      {job.sha256 && (
        <p className="truncate font-mono text-xs text-ink-500" title={job.sha256}>
          SHA-256 {job.sha256}
        </p>
      )}
    </div>
  );
}
