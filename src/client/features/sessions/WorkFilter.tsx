import { FileText, FolderOpen, Layers, MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';

export type WorkFilterValue = 'all' | 'conversations' | 'drafts' | 'documents';

const OPTIONS = [
  { value: 'all', label: 'All', icon: Layers },
  { value: 'conversations', label: 'Conversations', icon: MessagesSquare },
  { value: 'drafts', label: 'Drafts', icon: FileText },
  { value: 'documents', label: 'Documents', icon: FolderOpen },
] as const;

/** Which saved work the sessions page shows, kept in the address (`?show=`) like its search. */
export function useWorkFilter(): [WorkFilterValue, (value: WorkFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const show = params.get('show');
  const value: WorkFilterValue = show === 'conversations' || show === 'drafts' || show === 'documents' ? show : 'all';
  const setValue = (next: WorkFilterValue) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('show');
        else updated.set('show', next);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

export function WorkFilter({ value, onChange }: { value: WorkFilterValue; onChange: (value: WorkFilterValue) => void }) {
  return (
    <div role="group" aria-label="Show" className="inline-flex max-w-full overflow-x-auto rounded-lg border border-ink-200 bg-white p-1 shadow-xs">
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            value === option ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-50',
          )}
        >
          <Icon className="size-4" aria-hidden /> {label}
        </button>
      ))}
    </div>
  );
}
