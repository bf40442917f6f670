import { FileText, Search, ShieldCheck, type LucideIcon } from 'lucide-react';
import { landing } from './content';

const icons: Record<(typeof landing.features)[number]['icon'], LucideIcon> = {
  file: FileText,
  search: Search,
  shield: ShieldCheck,
};

export function Features() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="features-title">
      <h2 id="features-title" className="sr-only">
        Features
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {landing.features.map((feature) => {
          const Icon = icons[feature.icon];
          return (
            <article
              key={feature.title}
              className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
              data-testid="feature-card"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-serif text-xl font-semibold text-ink-950">{feature.title}</h3>
              <p className="mt-3 text-sm leading-6 text-ink-600">{feature.body}</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
