import type { ReactNode } from 'react';

/** The frame of every account screen: a centred card with a title and an optional footer line. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="flex justify-center bg-gradient-to-b from-ink-50 to-paper px-4 py-14 sm:py-20">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm sm:p-9">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-ink-600">{subtitle}</p>}
          <div className="mt-7">{children}</div>
        </div>
        {footer && <p className="mt-6 text-center text-sm text-ink-600">{footer}</p>}
      </div>
    </section>
  );
}
