import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ArticleLinks } from '../features/content/ArticleLinks';
import { ContentArticle } from '../features/content/ContentArticle';
import { ContentMissing } from '../features/content/ContentMissing';
import { tutorialOrder } from '../features/content/ordering';
import { TryVolnaDraft } from '../features/content/TryVolnaDraft';
import { useContentCollection } from '../features/content/use-content';

/** /tutorials/:slug: one step-by-step guide (content/tutorials/<slug>.md) and the way on to the next one. */
export default function TutorialPage() {
  const { slug = '' } = useParams();
  const tutorials = tutorialOrder(useContentCollection('tutorials'));
  const index = tutorials.findIndex((entry) => entry.slug === slug);
  const tutorial = tutorials[index];
  if (!tutorial) return <ContentMissing listLabel="See all tutorials" listTo="/tutorials" />;
  const next = tutorials[index + 1];
  return (
    <ContentArticle
      entry={tutorial}
      eyebrow={{ label: 'Tutorials', to: '/tutorials' }}
      aside={<ArticleLinks title="All tutorials" basePath="/tutorials" entries={tutorials.filter((entry) => entry.slug !== slug)} />}
    >
      {next ? (
        <Link
          to={`/tutorials/${next.slug}`}
          className="mt-14 flex items-center justify-between gap-4 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm hover:border-ink-300"
        >
          <span>
            <span className="block text-sm font-semibold text-brass-700">Next tutorial</span>
            <span className="mt-1 block font-serif text-xl font-semibold text-ink-950">{next.meta.title}</span>
          </span>
          <ArrowRight className="size-5 shrink-0 text-ink-600" aria-hidden />
        </Link>
      ) : (
        <TryVolnaDraft title="You are ready for your own matter" />
      )}
    </ContentArticle>
  );
}
