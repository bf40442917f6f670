import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A panel that slides over the right of the page (the whole screen on a phone), on the browser's modal <dialog>:
 * focus stays inside, Escape and the close button close it, the page behind is inert.
 */
export function AdminDrawer({ title, subtitle, onClose, children }: { title: ReactNode; subtitle?: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-2xl border-l border-ink-100 bg-paper p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/40"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-4 border-b border-ink-100 bg-white px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate font-serif text-xl font-semibold text-ink-950">{title}</h2>
            {subtitle && <div className="mt-0.5 truncate text-sm text-ink-600">{subtitle}</div>}
          </div>
          <button type="button" onClick={onClose} className="-mr-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-50 hover:text-ink-900" aria-label="Close">
            <X className="size-5" aria-hidden />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </div>
    </dialog>
  );
}
