import { DraftingTemplates } from '../features/content/DraftingTemplates';
import { MarkdownContent } from '../features/content/MarkdownContent';
import { ListPageFrame, PageIntro } from '../features/content/PageIntro';
import { useSinglePage } from '../features/content/SinglePage';
import { DemoVideo } from '../features/landing/DemoVideo';
import { landing } from '../features/landing/content';

/** /resources: the demo video (where the landing page's 'Watch Demo' leads), the guides, and templates by document type. */
export default function ResourcesPage() {
  const page = useSinglePage('resources');
  return (
    <ListPageFrame>
      <PageIntro meta={page.meta} eyebrow="Resources" />

      <section aria-labelledby="demo-title" className="mt-12 grid items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DemoVideo />
        <div>
          <h2 id="demo-title" className="font-serif text-2xl font-semibold text-ink-950">Watch the demo</h2>
          <p className="mt-3 leading-7 text-ink-700">{landing.video.caption}</p>
          <p className="mt-3 leading-7 text-ink-700">
            The video loops without sound. For the same ground at your own pace, with a screenshot of every step, follow the
            tutorials below.
          </p>
        </div>
      </section>

      <div className="mt-14 max-w-3xl">
        <MarkdownContent markdown={page.body} />
      </div>

      <section aria-labelledby="templates-title" className="mt-14">
        <h2 id="templates-title" className="font-serif text-2xl font-semibold text-ink-950">Templates by document type</h2>
        <p className="mt-2 max-w-3xl text-ink-700">
          Each document type has its own sections and intake form. Choose one to open the drafting studio with it selected; you
          will be asked to sign in first if you are not.
        </p>
        <div className="mt-6">
          <DraftingTemplates />
        </div>
      </section>
    </ListPageFrame>
  );
}
