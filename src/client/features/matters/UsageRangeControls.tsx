import { Download, LoaderCircle } from 'lucide-react';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { problemMessage } from '../research/research-errors';
import { rangeProblem, type UsageRange } from './usage';

/**
 * A usage report's period (From and To, UTC days) and its "Download CSV" button, with what is wrong with the range
 * or the download said under them. The firm page, the dashboard and the admin area share it.
 */
export function UsageRangeControls({
  range,
  onRangeChange,
  download,
}: {
  range: UsageRange;
  onRangeChange: Dispatch<SetStateAction<UsageRange>>;
  download: { mutate: (range: UsageRange) => void; isPending: boolean; isError: boolean; error: unknown };
}) {
  const fromId = useId();
  const toId = useId();
  const problem = rangeProblem(range);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={fromId}>From</Label>
          <Input id={fromId} type="date" value={range.from} max={range.to} onChange={(e) => onRangeChange((r) => ({ ...r, from: e.target.value }))} className="sm:w-44" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={toId}>To</Label>
          <Input id={toId} type="date" value={range.to} min={range.from} onChange={(e) => onRangeChange((r) => ({ ...r, to: e.target.value }))} className="sm:w-44" />
        </div>
        <Button variant="outline" className="h-11 sm:ml-auto" disabled={problem !== null || download.isPending} onClick={() => download.mutate(range)}>
          {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download CSV
        </Button>
      </div>
      {problem && <p role="alert" className="mt-2 text-sm text-red-700">{problem}</p>}
      {download.isError && <p role="alert" className="mt-2 text-sm text-red-700">{problemMessage(download.error)}</p>}
    </>
  );
}
