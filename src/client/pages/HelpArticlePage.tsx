import { useParams } from 'react-router';
import { ArticleLinks } from '../features/content/ArticleLinks';
import { ContentArticle } from '../features/content/ContentArticle';
import { ContentMissing } from '../features/content/ContentMissing';
import { relatedArticles } from '../features/content/help-topics';
import { MoreHelp } from '../features/content/MoreHelp';
import { useContentCollection } from '../features/content/use-content';

/** /help/:slug: one help article (content/help/<slug>.md), with related articles beside it. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const articles = useContentCollection('help');
  const article = articles.find((entry) => entry.slug === slug);
  if (!article) return <ContentMissing listLabel="Browse the help center" listTo="/help" />;
  return (
    <ContentArticle
      entry={article}
      eyebrow={{ label: 'Help Center', to: '/help' }}
      aside={<ArticleLinks title="Related articles" basePath="/help" entries={relatedArticles(article, articles)} />}
    >
      <MoreHelp title="Did this answer your question?" />
    </ContentArticle>
  );
}
