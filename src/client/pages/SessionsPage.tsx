import { FilePen, Plus, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { SearchInput } from '../components/ui/search-input';
import { DOCUMENT_TABLE_HREF } from '../features/documents/documents-queries';
import { DocumentUpload } from '../features/documents/upload/DocumentUpload';
import { newDraftHref } from '../features/drafting/new/new-draft-links';
import { PERSONAL, withMatter } from '../features/matters/matter-links';
import { MatterFilter, useMatterFilter } from '../features/sessions/MatterFilter';
import { useSearchParam } from '../features/sessions/use-search-param';
import { WorkFilter, useWorkFilter } from '../features/sessions/WorkFilter';
import { WorkList } from '../features/sessions/WorkList';
import { usePageTitle } from '../lib/use-page-title';

const VIEWS = {
  sessions: {
    title: 'Sessions',
    lead: 'Your conversations with the assistant, your drafts and your documents, most recent first.',
  },
  drafts: { title: 'Drafts', lead: 'Your drafts and your matters\' drafts, most recent first.' },
  documents: { title: 'Documents', lead: 'The documents you and your matters uploaded, most recent first.' },
} as const;

/**
 * DESIGN §5: the user's saved work (assistant conversations, drafts and uploaded documents), searchable and
 * resumable; with matters (issue #19), theirs and their matters', filtered by matter. `only` makes it the
 * workspace's Drafts or Documents page (issue #39): one kind of work, under its own name and address.
 */
export default function SessionsPage({ only }: { only?: 'drafts' | 'documents' }) {
  const view = VIEWS[only ?? 'sessions'];
  usePageTitle(view.title);
  const search = useSearchParam();
  const [chosen, setShow] = useWorkFilter();
  const show = only ?? chosen;
  const [matter, setMatter] = useMatterFilter();
  // New work started while one matter is shown goes into it.
  const inMatter = matter && matter !== PERSONAL ? matter : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Workspace</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{view.title}</h1>
          <p className="mt-2 text-ink-600">{view.lead}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:shrink-0 sm:self-auto">
          <Button asChild variant="outline">
            <Link to={DOCUMENT_TABLE_HREF}>
              <Table2 aria-hidden /> Table review
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={withMatter(newDraftHref(), inMatter)}>
              <FilePen aria-hidden /> New draft
            </Link>
          </Button>
          <Button asChild variant="dark">
            <Link to={withMatter('/chat', inMatter)}>
              <Plus aria-hidden /> New conversation
            </Link>
          </Button>
        </div>
      </div>

      {only !== 'drafts' && <DocumentUpload className="mt-8" matterId={inMatter} />}

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center">
        <div role="search" className="flex-1">
          <SearchInput
            size="lg"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            placeholder="Search by title"
            aria-label={`Search ${view.title.toLowerCase()}`}
          />
        </div>
        <MatterFilter value={matter} onChange={setMatter} />
        {!only && <WorkFilter value={show} onChange={setShow} />}
      </div>

      <div className="mt-6">
        <WorkList show={show} query={search.query} matterId={matter} />
      </div>
    </div>
  );
}
