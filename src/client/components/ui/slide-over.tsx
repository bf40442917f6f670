import { X } from 'lucide-react';
import { useEffect, type MouseEventHandler, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A panel that slides over the page from one side on narrow screens (the chat's conversations, the studio's review):
 * Escape, the backdrop and the close button close it.
 */
export function SlideOver({
  title,
  side,
  className,
  panelClassName,
  bodyClassName,
  onBodyClick,
  onClose,
  children,
}: {
  title: string;
  side: 'left' | 'right';
  /** Extra classes for the overlay, e.g. to hide it on wide screens. */
  className?: string;
  /** Width and background of the sliding panel. */
  panelClassName: string;
  bodyClassName: string;
  onBodyClick?: MouseEventHandler<HTMLDivElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const closeLabel = `Close ${title.toLowerCase()}`;
  return (
    <div className={cn('fixed inset-0 z-50', className)} role="dialog" aria-modal="true" aria-label={title}>
      <button type="button" className="absolute inset-0 bg-ink-950/40" aria-label={closeLabel} onClick={onClose} />
      <div className={cn('absolute inset-y-0 flex flex-col shadow-xl', side === 'left' ? 'left-0' : 'right-0', panelClassName)}>
        <div className="flex items-center justify-between border-b border-ink-100 bg-white px-4 py-3">
          <p className="font-semibold text-ink-950">{title}</p>
          <button type="button" onClick={onClose} className="rounded-md p-1.5 text-ink-700 hover:bg-ink-50" aria-label={closeLabel}>
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className={cn('min-h-0 flex-1', bodyClassName)} onClick={onBodyClick}>
          {children}
        </div>
      </div>
    </div>
  );
}
