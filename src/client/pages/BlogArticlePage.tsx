import { useParams } from 'react-router';
import { ArticleLinks } from '../features/content/ArticleLinks';
import { ContentArticle } from '../features/content/ContentArticle';
import { ContentMissing } from '../features/content/ContentMissing';
import { newestFirst } from '../features/content/ordering';
import { TryVolnaDraft } from '../features/content/TryVolnaDraft';
import { useContentCollection } from '../features/content/use-content';

/** /blog/:slug: one article (content/blog/<slug>.md), with the latest others beside it. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const articles = newestFirst(useContentCollection('blog'));
  const article = articles.find((entry) => entry.slug === slug);
  if (!article) return <ContentMissing listLabel="Read the blog" listTo="/blog" />;
  const others = articles.filter((entry) => entry.slug !== slug).slice(0, 4);
  return (
    <ContentArticle entry={article} eyebrow={{ label: 'Blog', to: '/blog' }} aside={<ArticleLinks title="More from the blog" basePath="/blog" entries={others} />}>
      <TryVolnaDraft />
    </ContentArticle>
  );
}
