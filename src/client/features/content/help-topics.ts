import type { ContentEntry } from './content-files';

/** The help center's sections, by an article's first tag, in the order a new user meets them. */
const TOPICS: ReadonlyArray<{ tag: string; label: string }> = [
  { tag: 'account', label: 'Your account' },
  { tag: 'security', label: 'Sign-in security' },
  { tag: 'drafting', label: 'Drafting studio' },
  { tag: 'research', label: 'Research and citations' },
  { tag: 'assistant', label: 'The assistant' },
  { tag: 'sessions', label: 'Saved work' },
  { tag: 'tokens', label: 'Tokens and plans' },
  { tag: 'support', label: 'Getting help' },
];

const OTHER = 'More answers';

export interface HelpTopic {
  label: string;
  articles: ContentEntry[];
}

/** Articles grouped by topic, each topic's articles by title; an article with an unknown first tag goes last. */
export function helpTopics(articles: ContentEntry[]): HelpTopic[] {
  const labelOf = (entry: ContentEntry) => TOPICS.find((topic) => topic.tag === entry.meta.tags[0])?.label ?? OTHER;
  const order = [...TOPICS.map((topic) => topic.label), OTHER];
  return order
    .map((label) => ({
      label,
      articles: articles.filter((entry) => labelOf(entry) === label).sort((a, b) => a.meta.title.localeCompare(b.meta.title)),
    }))
    .filter((topic) => topic.articles.length > 0);
}

/** Up to `limit` other articles sharing the most tags with this one. */
export function relatedArticles(article: ContentEntry, articles: ContentEntry[], limit = 4): ContentEntry[] {
  const shared = (other: ContentEntry) => other.meta.tags.filter((tag) => article.meta.tags.includes(tag)).length;
  return articles
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || a.meta.title.localeCompare(b.meta.title))
    .slice(0, limit);
}
