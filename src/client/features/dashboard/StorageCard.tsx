import { useQuery } from '@tanstack/react-query';
import { HardDrive } from 'lucide-react';
import type { DocumentStorage } from '../../../shared/api/documents';
import { formatBytes } from '../documents/format';

/** One quota as a sentence and a bar: "12.3 MB of 500.0 MB used". */
function Usage({ label, usedBytes, quotaBytes, testId }: { label: string; usedBytes: number; quotaBytes: number; testId: string }) {
  const percent = Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
  return (
    <div className="mt-4" data-testid={testId}>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-ink-900">{label}</span>
        <span className="text-ink-700">
          {formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} storage used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className={`h-full rounded-full ${percent >= 90 ? 'bg-red-600' : 'bg-ink-700'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The storage the user's uploaded documents take, against the account's quota and each of their firms' (issue #41). */
export function StorageCard() {
  const { data } = useQuery<DocumentStorage>({ queryKey: ['/api/documents/storage'], staleTime: 0 });
  if (!data) return null;
  return (
    <section aria-labelledby="storage-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm" data-testid="storage">
      <div className="flex items-center gap-3">
        <HardDrive className="size-5 text-brass-600" aria-hidden />
        <h2 id="storage-title" className="font-semibold text-ink-950">Document storage</h2>
      </div>
      <p className="mt-2 text-sm text-ink-600">The files you upload count by their size. Delete documents you no longer need to make room.</p>
      <Usage label="Your account" usedBytes={data.account.usedBytes} quotaBytes={data.account.quotaBytes} testId="storage-account" />
      {data.firms.map((firm) => (
        <Usage key={firm.id} label={`${firm.name} (its matters)`} usedBytes={firm.usedBytes} quotaBytes={firm.quotaBytes} testId="storage-firm" />
      ))}
    </section>
  );
}
