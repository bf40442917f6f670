import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside, Escape and the close button cancel, and the
 * page behind is inert. Rendered only while open.
 */
export function StudioDialog({
  title,
  description,
  onClose,
  children,
  footer,
  role = 'dialog',
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer: ReactNode;
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-ink-100 bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/40"
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-5 py-4">
        <div>
          <h2 id={titleId} className="font-serif text-lg font-semibold text-ink-950">{title}</h2>
          {description && <p id={descriptionId} className="mt-1 text-sm text-ink-600">{description}</p>}
        </div>
        <button type="button" onClick={onClose} className="-mr-1 rounded-md p-1.5 text-ink-500 hover:bg-ink-50 hover:text-ink-900" aria-label="Close">
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {children && <div className="max-h-[60dvh] overflow-y-auto px-5 py-4">{children}</div>}
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 bg-ink-50/60 px-5 py-3">{footer}</div>
    </dialog>
  );
}
