import { CircleAlert, CircleCheck, FileText, LoaderCircle, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { documentHref } from '../documents-queries';
import { formatBytes } from '../format';
import { percentSent, type UploadRow } from './upload-queue';

function Progress({ row }: { row: UploadRow }) {
  const percent = percentSent(row);
  return (
    <div
      role="progressbar"
      aria-label={`Uploading ${row.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-ink-100"
    >
      <div className="h-full rounded-full bg-brass-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function RowStatus({ row }: { row: UploadRow }) {
  switch (row.state) {
    case 'uploading':
      return <Progress row={row} />;
    case 'reading':
      return (
        <>
          <Progress row={row} />
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-600">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> Reading the document…
          </p>
        </>
      );
    case 'done':
      return (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-emerald-800">
          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />
          <span>
            Uploaded:{' '}
            <Link to={documentHref(row.documentId)} className="font-medium underline underline-offset-4 hover:text-emerald-950">
              {row.title}
            </Link>
          </span>
        </p>
      );
    case 'failed':
      return (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-red-800" data-testid="upload-error">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
          {row.message}
        </p>
      );
  }
}

/** A row per picked file: its name and size, then its progress bar, the document it became, or why it failed. */
export function UploadRows({ rows, onDismiss }: { rows: UploadRow[]; onDismiss: (key: string) => void }) {
  if (rows.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-2" aria-label="Uploads" aria-live="polite">
      {rows.map((row) => (
        <li
          key={row.key}
          className={cn('flex items-start gap-3 rounded-xl border bg-white px-4 py-3', row.state === 'failed' ? 'border-red-200' : 'border-ink-100')}
          data-testid="upload-row"
        >
          <FileText className="mt-0.5 size-5 shrink-0 text-ink-400" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="truncate font-medium text-ink-900">{row.name}</span>
              <span className="text-xs text-ink-500">{formatBytes(row.size)}</span>
            </p>
            <RowStatus row={row} />
          </div>
          {(row.state === 'done' || row.state === 'failed') && (
            <button type="button" onClick={() => onDismiss(row.key)} aria-label={`Dismiss ${row.name}`} className="rounded-md p-1 text-ink-400 hover:bg-ink-50 hover:text-ink-700">
              <X className="size-4" aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
