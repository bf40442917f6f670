import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { TocEntry } from './headings';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={cn(entry.depth === 3 && 'pl-4')}>
          <a href={`#${entry.id}`} className="block rounded py-0.5 text-ink-600 hover:text-ink-950 hover:underline">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** "On this page": folded above the text on narrow screens, beside it on wide ones (the caller places each). */
export function TableOfContents({ entries, variant }: { entries: TocEntry[]; variant: 'folded' | 'sidebar' }) {
  if (entries.length < 2) return null;
  if (variant === 'folded') {
    return (
      <details className="group rounded-xl border border-ink-100 bg-white px-4 py-3 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          On this page
          <ChevronDown className="size-4 text-ink-500 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <nav aria-label="On this page" className="mt-3 border-t border-ink-100 pt-3">
          <TocList entries={entries} />
        </nav>
      </details>
    );
  }
  return (
    <nav aria-label="On this page" className="hidden lg:block">
      <h2 className="text-xs font-semibold tracking-wider text-ink-600 uppercase">On this page</h2>
      <div className="mt-3 border-l border-ink-100 pl-4">
        <TocList entries={entries} />
      </div>
    </nav>
  );
}
