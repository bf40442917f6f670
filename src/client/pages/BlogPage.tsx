import { Link } from 'react-router';
import type { ContentEntry } from '../features/content/content-files';
import { formatContentDate, readingMinutes } from '../features/content/format';
import { newestFirst } from '../features/content/ordering';
import { ListPageFrame, PageIntro } from '../features/content/PageIntro';
import { useContentCollection } from '../features/content/use-content';

const PAGE = {
  title: 'Blog',
  description: 'Practical articles for attorneys on verifying citations, drafting for the court, budgeting AI work, and keeping client data confidential.',
};

function ArticleCard({ entry, lead }: { entry: ContentEntry; lead: boolean }) {
  return (
    <li className={lead ? 'md:col-span-2' : undefined}>
      <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-7" data-testid="blog-card">
        {entry.meta.date && (
          <p className="text-sm text-ink-600">
            <time dateTime={entry.meta.date}>{formatContentDate(entry.meta.date)}</time> · {readingMinutes(entry.body)} min read
          </p>
        )}
        <h2 className={`mt-2 font-serif font-semibold text-ink-950 ${lead ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          <Link to={`/blog/${entry.slug}`} className="hover:underline">
            {entry.meta.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 leading-7 text-ink-600">{entry.meta.description}</p>
        <ul className="mt-5 flex flex-wrap gap-1.5" aria-label="Tags">
          {entry.meta.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-medium text-ink-700">{tag}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** /blog: every article in content/blog/, newest first. */
export default function BlogPage() {
  const articles = newestFirst(useContentCollection('blog'));
  return (
    <ListPageFrame>
      <PageIntro meta={PAGE} eyebrow="Resources" />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {articles.map((entry, index) => (
          <ArticleCard key={entry.slug} entry={entry} lead={index === 0} />
        ))}
      </ul>
    </ListPageFrame>
  );
}
