import { BookOpenText, FileText, ScanText } from 'lucide-react';
import type { DocumentSummary } from '../../../shared/api/documents';
import { documentHref } from '../documents/documents-queries';
import { FORMAT_LABELS, ocrBrief, ocrNote, pagesLabel } from '../documents/format';
import { MatterBadge } from '../matters/MatterBadge';
import { formatCount } from './format';
import { WorkCard, WorkFact } from './WorkCard';

/** An uploaded document: its format, length, whether OCR read any of it, and a way into its review. */
export function DocumentCard({ document, onDelete }: { document: DocumentSummary; onDelete: () => void }) {
  const pages = pagesLabel(document.format, document.pageCount);
  const ocr = ocrBrief(document.ocr);
  return (
    <WorkCard
      testId="document-card"
      title={document.title}
      to={documentHref(document.id)}
      updatedAt={document.createdAt}
      updatedWord="Uploaded"
      badges={
        <>
          <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-sky-800">Document · {FORMAT_LABELS[document.format]}</span>
          <MatterBadge matter={document.matter} />
        </>
      }
      facts={
        <>
          {pages && (
            <WorkFact icon={BookOpenText} label="Pages" testId="document-pages">
              {pages}
            </WorkFact>
          )}
          <WorkFact icon={FileText} label="Length" testId="document-words">
            {formatCount(document.wordCount, 'word')}
          </WorkFact>
          {ocr && (
            <WorkFact icon={ScanText} label="Read by OCR" testId="document-ocr">
              <span className="text-amber-800" title={ocrNote(document.ocr) ?? undefined}>{ocr}</span>
            </WorkFact>
          )}
        </>
      }
      openLabel="Open"
      deleteLabel="Delete document"
      deletePrompt={
        <>
          Delete <span className="font-semibold">“{document.title}”</span> and its original file? This cannot be undone.
        </>
      }
      onDelete={onDelete}
    />
  );
}
