import type { ReactNode } from 'react';

/** One numbered step of the new-draft page: a card with its number, title and a line on what it decides. */
export function Step({ number, title, titleId, description, children }: { number: number; title: string; titleId: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex items-start gap-3.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-brass-200" aria-hidden>
          {number}
        </span>
        <div className="min-w-0 pt-0.5">
          <h2 id={titleId} className="font-serif text-xl font-semibold text-ink-950 sm:text-2xl">{title}</h2>
          {description && <p className="mt-1 text-sm leading-6 text-ink-600">{description}</p>}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
