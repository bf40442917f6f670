import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const SIZES = {
  sm: { icon: 'left-2.5 size-4', input: 'h-9 rounded-md pr-2 pl-8 text-sm' },
  lg: { icon: 'left-3.5 size-5', input: 'h-12 rounded-xl pr-4 pl-11 text-base shadow-sm' },
};

/** A search box with its magnifier: compact in sidebars, large as a page's main search. */
export function SearchInput({
  size = 'sm',
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'size' | 'type'> & { size?: keyof typeof SIZES }) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-400', SIZES[size].icon)}
        aria-hidden
      />
      <input
        type="search"
        className={cn(
          'w-full border border-ink-200 bg-white text-ink-900 placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300',
          SIZES[size].input,
        )}
        {...props}
      />
    </div>
  );
}
