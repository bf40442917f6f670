import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2.5', className)} aria-label="VolnaDraft home">
      <img src="/logo.svg" alt="" className="size-8" width={32} height={32} />
      <span className={cn('font-serif text-xl font-semibold tracking-tight', tone === 'light' ? 'text-white' : 'text-ink-900')}>
        VolnaDraft
      </span>
    </Link>
  );
}
