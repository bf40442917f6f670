import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Ids shared by an input, its help and its error, so each input is described by both. */
export const fieldIds = (id: string) => ({ input: `intake-${id}`, help: `intake-${id}-help`, error: `intake-${id}-error` });

export const describedBy = (id: string, error?: string) => {
  const ids = fieldIds(id);
  return error ? `${ids.help} ${ids.error}` : ids.help;
};

export const controlClass = (error?: string) =>
  cn(
    'w-full rounded-md border bg-white px-3 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 disabled:opacity-60',
    error ? 'border-red-400 focus:border-red-500' : 'border-ink-200 focus:border-ink-400',
  );

export function RequiredMark() {
  return (
    <>
      <span className="ml-0.5 text-brass-600" aria-hidden>*</span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={fieldIds(id).error} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** A labelled input with its help above (read before typing) and its error below. */
export function FieldFrame({
  id,
  label,
  help,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  help: string;
  required: boolean;
  error?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={ids.input} className="text-sm font-medium text-ink-900">
        {label}
        {required && <RequiredMark />}
      </label>
      <p id={ids.help} className="-mt-1 text-xs leading-5 text-ink-500">{help}</p>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
