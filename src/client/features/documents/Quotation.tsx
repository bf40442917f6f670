import { Link } from 'react-router';
import type { DocumentQuotation } from '../../../shared/api/documents';
import { documentHref } from './documents-queries';

/** "Title, p. N, ¶ M": where a quotation stands, linking to that paragraph of the document. */
export function QuotationSource({ quotation }: { quotation: DocumentQuotation }) {
  return (
    <Link to={documentHref(quotation.documentId, quotation.paragraph)} className="font-medium text-ink-700 underline underline-offset-4 hover:text-ink-950" data-testid="quotation-link">
      {quotation.documentTitle}, p. {quotation.page}, ¶ {quotation.paragraph}
    </Link>
  );
}

/** A passage quoted from a document, with its source. */
export function QuotationBlock({ quotation }: { quotation: DocumentQuotation }) {
  return (
    <figure className="rounded-lg border-l-4 border-brass-300 bg-white px-4 py-3 shadow-xs">
      <blockquote className="font-serif break-words whitespace-pre-wrap text-ink-900">“{quotation.text}”</blockquote>
      <figcaption className="mt-2 text-sm">
        <QuotationSource quotation={quotation} />
      </figcaption>
    </figure>
  );
}

/** Who answered: the offline engine answers by retrieval alone (quoting, never composing) and says so. */
export function EngineNote({ engine }: { engine: { label: string; offline: boolean } }) {
  return (
    <p className="text-xs text-ink-500" data-testid="engine-label">
      {engine.offline ? 'Offline engine: retrieval only' : `Answered by ${engine.label}`}
    </p>
  );
}
