import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ApiReference } from '../features/admin/docs/ApiReference';
import { OperatorGuide } from '../features/admin/docs/OperatorGuide';
import { Tabs, type TabItem } from '../features/research/case/Tabs';
import { usePageTitle } from '../lib/use-page-title';

type Doc = 'api' | 'guide';

const TABS: TabItem<Doc>[] = [
  { id: 'api', label: 'API reference' },
  { id: 'guide', label: 'Operator guide' },
];

/** /admin-docs: the API reference generated from the OpenAPI document, and the operator guide. */
export default function AdminDocsPage() {
  const [params, setParams] = useSearchParams();
  const doc: Doc = params.get('doc') === 'guide' ? 'guide' : 'api';
  usePageTitle(doc === 'guide' ? 'Operator guide' : 'API reference');

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/admin" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-950">
        <ArrowLeft className="size-4" aria-hidden /> Admin area
      </Link>
      <p className="mt-4 text-sm font-semibold tracking-wider text-brass-600 uppercase">Administration</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">API and operator guide</h1>
      <p className="mt-2 max-w-3xl text-ink-600">
        The reference is generated from this server's own OpenAPI document, so it always matches the running version. The guide covers configuration,
        providers, backups, upgrading and running several servers.
      </p>
      <div className="mt-8">
        <Tabs label="Documentation" tabs={TABS} selected={doc} onSelect={(next) => setParams(next === 'api' ? {} : { doc: next })}>
          {doc === 'api' ? <ApiReference /> : <OperatorGuide />}
        </Tabs>
      </div>
    </div>
  );
}
