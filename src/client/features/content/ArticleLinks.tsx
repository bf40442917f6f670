import { Link } from 'react-router';
import type { ContentEntry } from './content-files';

/** A short list of other articles (related help, more from the blog, the next tutorial). */
export function ArticleLinks({ title, basePath, entries }: { title: string; basePath: string; entries: ContentEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{title}</h2>
      <ul className="mt-3 grid gap-2.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link to={`${basePath}/${entry.slug}`} className="font-medium text-ink-800 hover:text-ink-950 hover:underline">
              {entry.meta.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
