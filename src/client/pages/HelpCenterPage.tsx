import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SearchInput } from '../components/ui/search-input';
import { helpTopics } from '../features/content/help-topics';
import { searchHelp } from '../features/content/help-search';
import { HelpSearchResults } from '../features/content/HelpSearchResults';
import { HelpTopics } from '../features/content/HelpTopics';
import { MoreHelp } from '../features/content/MoreHelp';
import { ListPageFrame, PageIntro } from '../features/content/PageIntro';
import { useContentCollection } from '../features/content/use-content';

const PAGE = {
  title: 'Help Center',
  description: 'Answers to questions about your account, sign-in security, the drafting studio, research, citation checks, tokens and plans.',
};

/** /help: every help article by topic, and a search over all of them that keeps its question in the address (?q=). */
export default function HelpCenterPage() {
  const articles = useContentCollection('help');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const hits = useMemo(() => searchHelp(articles, query), [articles, query]);
  const topics = useMemo(() => helpTopics(articles), [articles]);

  // Results follow the typing; the address keeps the question without a history entry per keystroke.
  const search = (next: string) => setParams(next ? { q: next } : {}, { replace: true });

  return (
    <ListPageFrame>
      <PageIntro meta={PAGE} eyebrow="Support">
        <form role="search" className="mt-8" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="help-search" className="mb-2 block text-sm font-medium text-ink-800">
            Search the help center
          </label>
          <SearchInput
            id="help-search"
            size="lg"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="For example: reset my password"
            autoComplete="off"
          />
        </form>
      </PageIntro>
      {query.trim() ? <HelpSearchResults query={query.trim()} hits={hits} /> : <HelpTopics topics={topics} />}
      <MoreHelp omit="/help" />
    </ListPageFrame>
  );
}
