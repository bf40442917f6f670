import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The top of a list page (blog, help center, tutorials, resources): its title and description, which are also the tab
 * title and the meta description.
 */
export function PageIntro({ meta, eyebrow, children }: { meta: { title: string; description: string }; eyebrow: string; children?: ReactNode }) {
  usePageTitle(meta.title, meta.description);
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wider text-brass-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">{meta.title}</h1>
      <p className="mt-4 text-lg leading-8 text-ink-600">{meta.description}</p>
      {children}
    </header>
  );
}

/** The shared frame of a list page: the soft band at the top and the page's width. */
export function ListPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-ink-50 to-transparent" aria-hidden />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>
    </div>
  );
}
