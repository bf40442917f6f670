import { FileQuestion } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useDocumentDetail } from '../features/documents/documents-queries';
import { paragraphFromHash } from '../features/documents/page/anchors';
import { AskTab } from '../features/documents/page/AskTab';
import { CheckTab } from '../features/documents/page/CheckTab';
import { CompareTab } from '../features/documents/page/CompareTab';
import { DocumentHeader } from '../features/documents/page/DocumentHeader';
import { DocumentText } from '../features/documents/page/DocumentText';
import { ReviewTab } from '../features/documents/page/ReviewTab';
import { Tabs, type TabItem } from '../features/research/case/Tabs';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { isNotFound } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';

type DocumentTab = 'text' | 'check' | 'review' | 'compare' | 'ask';

const TABS: TabItem<DocumentTab>[] = [
  { id: 'text', label: 'Text' },
  { id: 'check', label: 'Brief check' },
  { id: 'review', label: 'Contract review' },
  { id: 'compare', label: 'Compare versions' },
  { id: 'ask', label: 'Ask' },
];

const isTab = (value: string | null): value is DocumentTab => TABS.some((tab) => tab.id === value);

function DocumentNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="document-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-ink-50 text-ink-600">
        <FileQuestion className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Document not found</h1>
      <p className="mt-3 text-ink-600">This document does not exist, was deleted, or belongs to another account. Your documents are listed with your sessions.</p>
      <Button asChild variant="dark" className="mt-8">
        <Link to="/sessions?show=documents">Go to sessions</Link>
      </Button>
    </section>
  );
}

/**
 * /documents/:id: an uploaded document, its text (each paragraph linkable as `#p-12`), its brief check, its contract
 * review, its comparison with another version, and questions about it. The tab is kept in the address (`?tab=`); a
 * paragraph link opens the text.
 */
export default function DocumentPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const detail = useDocumentDetail(id);
  usePageTitle(detail.data?.title ?? 'Document');

  const target = paragraphFromHash(location.hash);
  const asked = new URLSearchParams(location.search).get('tab');
  const tab: DocumentTab = target === null && isTab(asked) ? asked : 'text';
  // Another tab drops the paragraph link, which would otherwise hold the text open.
  const select = (next: DocumentTab) => void navigate({ search: next === 'text' ? '' : `?tab=${next}`, hash: '' }, { replace: true });

  if (detail.isPending) return <PageSpinner />;
  if (isNotFound(detail.error)) return <DocumentNotFound />;
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ProblemNotice title="The document could not be loaded" error={detail.error} onRetry={() => detail.refetch()} />
      </div>
    );
  }
  const document = detail.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentHeader document={document} />
      <div className="mt-8">
        <Tabs label="Document" tabs={TABS} selected={tab} onSelect={select}>
          {tab === 'text' && <DocumentText blocks={document.blocks} paged={document.format === 'pdf' || document.format === 'image' || document.pageCount > 1} target={target} />}
          {tab === 'check' && <CheckTab documentId={document.id} />}
          {tab === 'review' && <ReviewTab documentId={document.id} />}
          {tab === 'compare' && <CompareTab document={document} />}
          {tab === 'ask' && <AskTab documentId={document.id} />}
        </Tabs>
      </div>
    </div>
  );
}
