import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Download, FilePen, LoaderCircle, ScanText, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import type { DocumentDetail } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../sessions/format';
import { problemMessage } from '../../research/research-errors';
import { downloadFile } from '../document-requests';
import { documentPath, DOCUMENT_TABLE_HREF } from '../documents-queries';
import { FORMAT_LABELS, formatBytes, ocrNote, pagesLabel } from '../format';
import { MatterBadge } from '../../matters/MatterBadge';
import { MoveToMatter } from '../../matters/MoveToMatter';
import { withMatter } from '../../matters/matter-links';
import { newDraftFromDocumentHref } from '../source-document';

/** What could not be read, or was read by OCR: said before anything is built on the text. */
function ReadingNotices({ document }: { document: DocumentDetail }) {
  const ocr = ocrNote(document.ocr);
  if (!ocr && document.problems.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2">
      {ocr && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="ocr-note">
          <ScanText className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          {ocr}
        </p>
      )}
      {document.problems.length > 0 && (
        <div role="note" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="document-problems">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
          <div>
            <p className="font-medium">Not everything in this file could be read:</p>
            <ul className="mt-1 list-disc pl-5">
              {document.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}

/** The document's name and facts, what could not be read, and what can be done with it. */
export function DocumentHeader({ document }: { document: DocumentDetail }) {
  const download = useMutation({ mutationFn: () => downloadFile(`${documentPath(document.id)}/file`, document.fileName) });
  const pages = pagesLabel(document.format, document.pageCount);
  const facts = [FORMAT_LABELS[document.format], pages, formatCount(document.wordCount, 'word'), formatBytes(document.sizeBytes)].filter(Boolean);

  return (
    <header>
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">
        <Link to="/sessions?show=documents" className="hover:text-brass-700">Documents</Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight break-words text-ink-950 sm:text-4xl">{document.title}</h1>
      {document.matter && (
        <p className="mt-2 text-xs font-medium">
          <MatterBadge matter={document.matter} />
        </p>
      )}
      <p className="mt-2 text-sm break-all text-ink-600">{document.fileName}</p>
      <p className="mt-1 text-sm text-ink-600" data-testid="document-facts">
        {facts.join(' · ')} · Uploaded <time dateTime={document.createdAt}>{new Date(document.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</time>
      </p>
      <ReadingNotices document={document} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download original
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={withMatter(newDraftFromDocumentHref(document.id), document.matter?.id)}>
            <FilePen aria-hidden /> Start a draft from this document
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`${DOCUMENT_TABLE_HREF}?documents=${encodeURIComponent(document.id)}`}>
            <Table2 aria-hidden /> Table review
          </Link>
        </Button>
        {!document.matter && <MoveToMatter kind="document" id={document.id} />}
      </div>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemMessage(download.error)}
        </p>
      )}
    </header>
  );
}
