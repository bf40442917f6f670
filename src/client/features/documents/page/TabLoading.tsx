import { LoaderCircle } from 'lucide-react';

/** A tab's work in progress, said in words. */
export function TabLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl border border-ink-100 bg-white px-4 py-6 text-sm text-ink-600">
      <LoaderCircle className="size-4 animate-spin text-brass-600" aria-hidden /> {text}
    </p>
  );
}
