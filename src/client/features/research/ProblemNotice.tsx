import { AlertCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { problemMessage } from './research-errors';

/** A failed request, said plainly (the server's words unless the caller knows better), with a way to try again when one makes sense. */
export function ProblemNotice({ title, error, message, onRetry }: { title: string; error: unknown; message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm sm:flex-row sm:items-start">
      <AlertCircle className="size-5 shrink-0 text-red-600" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold text-red-900">{title}</p>
        <p className="mt-1 text-red-800">{message ?? problemMessage(error)}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      )}
    </div>
  );
}
