import { FileInput } from 'lucide-react';
import { NEW_DRAFT_PATH } from '../drafting/new/new-draft-links';
import { useDocumentDetail } from './documents-queries';

export const SOURCE_DOCUMENT_PARAM = 'sourceDocumentId';

/** /drafts/new with an uploaded document as the draft's source (an answer to a complaint). */
export const newDraftFromDocumentHref = (documentId: string) => `${NEW_DRAFT_PATH}?${SOURCE_DOCUMENT_PARAM}=${encodeURIComponent(documentId)}`;

/** "Source: <title>" on the new-draft form, so the attorney sees what the drafter will read. */
export function SourceDocumentNote({ documentId }: { documentId: string }) {
  const source = useDocumentDetail(documentId);
  return (
    <p className="flex items-start gap-2 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800" data-testid="source-document">
      <FileInput className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
      <span>
        <span className="font-medium">Source:</span>{' '}
        {source.isPending ? 'Loading…' : source.isError ? 'This document could not be loaded; it may have been deleted.' : source.data.title}
        {source.isSuccess && <span className="block text-ink-600">Its text is given to the drafter as background.</span>}
      </span>
    </p>
  );
}
