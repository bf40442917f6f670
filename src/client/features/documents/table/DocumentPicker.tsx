import { DOCUMENT_LIMITS } from '../../../../shared/api/documents';
import { SearchInput } from '../../../components/ui/search-input';
import { useSearchParam } from '../../sessions/use-search-param';
import { ProblemNotice } from '../../research/ProblemNotice';
import { Button } from '../../../components/ui/button';
import { useDocumentList } from '../documents-queries';
import { FORMAT_LABELS, pagesLabel } from '../format';

/** The documents to put in the table: a searchable checkbox list of the user's documents. */
export function DocumentPicker({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const search = useSearchParam();
  const list = useDocumentList(search.query);
  const full = chosen.length >= DOCUMENT_LIMITS.documentsPerTable;
  return (
    <div className="grid gap-3">
      <SearchInput value={search.text} onChange={(event) => search.setText(event.target.value)} placeholder="Search by title" aria-label="Search documents" />
      {list.isPending ? (
        <p className="text-sm text-ink-500">Loading your documents…</p>
      ) : list.isError ? (
        <ProblemNotice title="Your documents could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : list.documents.length === 0 ? (
        <p className="text-sm text-ink-600">{search.query ? `No document matches “${search.query}”.` : 'You have no documents yet. Upload some on the sessions page.'}</p>
      ) : (
        <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-xl border border-ink-100 bg-white p-2" aria-label="Your documents">
          {list.documents.map((document) => {
            const checked = chosen.includes(document.id);
            return (
              <li key={document.id}>
                <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-ink-50">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => onChange(event.target.checked ? [...chosen, document.id] : chosen.filter((id) => id !== document.id))}
                    className="size-4 shrink-0 accent-ink-900"
                  />
                  <span className="min-w-0 flex-1 truncate text-ink-900">{document.title}</span>
                  <span className="shrink-0 text-xs text-ink-500">
                    {[FORMAT_LABELS[document.format], pagesLabel(document.format, document.pageCount)].filter(Boolean).join(' · ')}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="outline" size="sm" className="justify-self-start" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
      <p className="text-xs text-ink-500">
        {chosen.length} of at most {DOCUMENT_LIMITS.documentsPerTable} chosen.
      </p>
    </div>
  );
}
