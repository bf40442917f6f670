import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { HelpTopic } from './help-topics';

/** Every help article, by topic. */
export function HelpTopics({ topics }: { topics: HelpTopic[] }) {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2">
      {topics.map((topic) => (
        <section key={topic.label} aria-label={topic.label} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <h2 className="font-serif text-xl font-semibold text-ink-950">{topic.label}</h2>
          <ul className="mt-4 grid gap-1">
            {topic.articles.map((article) => (
              <li key={article.slug}>
                <Link
                  to={`/help/${article.slug}`}
                  className="group -mx-2 flex items-start justify-between gap-3 rounded-lg px-2 py-2 text-ink-800 hover:bg-ink-50 hover:text-ink-950"
                >
                  <span className="text-sm font-medium">{article.meta.title}</span>
                  <ChevronRight className="mt-0.5 size-4 shrink-0 text-ink-400 group-hover:text-ink-700" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
