import { articleUrl, loadHelpArticles, passagesOf, type HelpArticle } from './help-articles';
import { createPassageIndex, type RankedPassage } from './ranking';
import type { HelpArticleLink } from '../../../shared/api/support';

export interface HelpCenter {
  readonly articles: readonly HelpArticle[];
  /** The best passages for a question, best first (see createPassageIndex). */
  search(question: string, limit: number): RankedPassage[];
}

export const linkTo = (article: HelpArticle): HelpArticleLink => ({ slug: article.slug, title: article.title, url: articleUrl(article.slug) });

/** The help center's articles split into passages and indexed once. */
export function createHelpCenter(articles: HelpArticle[]): HelpCenter {
  const index = createPassageIndex(articles.flatMap(passagesOf));
  return { articles, search: (question, limit) => index.search(question, limit) };
}

/** Reads the help center from `dir` (`content/help` by default) at start-up. */
export async function loadHelpCenter(dir: string): Promise<HelpCenter> {
  return createHelpCenter(await loadHelpArticles(dir));
}
