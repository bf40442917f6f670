import type { CorpusImportJob } from '../../../../shared/api/corpus-imports';

export const isActive = (job: CorpusImportJob) => job.state === 'queued' || job.state === 'downloading' || job.state === 'importing';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** 0..1 over the whole job: a download is the first half of a URL import, reading the file the rest. */
export function overallFraction(job: CorpusImportJob): number {
  if (job.state === 'done') return 1;
  const downloaded = job.bytesTotal ? Math.min(1, job.bytesDownloaded / job.bytesTotal) : 0;
  if (job.sourceKind !== 'url') return job.importFraction;
  return job.state === 'downloading' || job.state === 'queued' ? downloaded / 2 : 0.5 + job.importFraction / 2;
}

/**
 * The phase in words: "Downloading 1.2 of 7.4 MB", "Importing", "Done"; an interrupted job says it will resume, and
 * one that was resumed says so.
 */
export function phaseLabel(job: CorpusImportJob): string {
  if (job.interrupted) return 'Interrupted: resumes from its last checkpoint';
  const label = stateLabel(job);
  return job.resumes > 0 && job.state !== 'cancelled' ? `${label} · resumed after an interruption` : label;
}

function stateLabel(job: CorpusImportJob): string {
  switch (job.state) {
    case 'queued':
      return 'Waiting to start';
    case 'downloading':
      return job.bytesTotal ? `Downloading ${size(job.bytesDownloaded)} of ${size(job.bytesTotal)}` : `Downloading ${size(job.bytesDownloaded)}`;
    case 'importing':
      return 'Importing opinions and citations';
    case 'done':
      return 'Finished';
    case 'failed':
      return 'Stopped with an error';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** "about 3 min left", "under a minute left", or '' when it cannot be told. */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return 'under a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} min left`;
  return `about ${(minutes / 60).toFixed(1)} h left`;
}
