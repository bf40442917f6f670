import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { firstImage, tutorialOrder } from '../features/content/ordering';
import { readingMinutes } from '../features/content/format';
import { MoreHelp } from '../features/content/MoreHelp';
import { ListPageFrame, PageIntro } from '../features/content/PageIntro';
import { useContentCollection } from '../features/content/use-content';

const PAGE = {
  title: 'Tutorials',
  description: 'Step-by-step guides with screenshots of the real app: draft your first motion, check a brief’s citations, and export a draft to Word.',
};

/** /tutorials: the step-by-step guides of content/tutorials/, in the order a new user needs them. */
export default function TutorialsPage() {
  const tutorials = tutorialOrder(useContentCollection('tutorials'));
  return (
    <ListPageFrame>
      <PageIntro meta={PAGE} eyebrow="Resources" />
      <ol className="mt-12 grid gap-6 lg:grid-cols-3">
        {tutorials.map((tutorial, index) => {
          const image = firstImage(tutorial.body);
          return (
            <li key={tutorial.slug} className="flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-md" data-testid="tutorial-card">
              {image && <img src={image} alt="" loading="lazy" className="aspect-[16/10] w-full border-b border-ink-100 bg-ink-50 object-cover object-top" />}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brass-700">
                  Tutorial {index + 1} · {readingMinutes(tutorial.body)} min
                </p>
                <h2 className="mt-2 font-serif text-xl font-semibold text-ink-950">{tutorial.meta.title}</h2>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{tutorial.meta.description}</p>
                <Link
                  to={`/tutorials/${tutorial.slug}`}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900 hover:text-brass-700"
                  aria-label={`Start the tutorial: ${tutorial.meta.title}`}
                >
                  Start the tutorial <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          );
        })}
      </ol>
      <MoreHelp title="Prefer to read answers?" />
    </ListPageFrame>
  );
}
