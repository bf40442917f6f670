import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import type { DocumentTableResponse } from '../../../../shared/api/documents';
import { documentHref } from '../documents-queries';
import { QuotationSource } from '../Quotation';

/** Documents as rows, questions as columns; each cell its answer and the passage it rests on. Scrolls sideways on a phone. */
export function TableGrid({ table }: { table: DocumentTableResponse }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-sm" data-testid="document-table">
      <table className="min-w-full border-collapse text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="sticky left-0 z-10 min-w-40 bg-ink-50 px-4 py-3 font-semibold">Document</th>
            {table.questions.map((question, index) => (
              <th key={index} scope="col" className="min-w-64 px-4 py-3 align-bottom font-semibold">
                {question}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {table.rows.map((row) => (
            <tr key={row.documentId} className="align-top">
              <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-3 font-medium text-ink-950">
                <Link to={documentHref(row.documentId)} className="hover:text-brass-700">{row.documentTitle}</Link>
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-3" data-testid="table-cell">
                  {cell.answered ? (
                    <p className="whitespace-pre-wrap text-ink-900">{cell.answer}</p>
                  ) : (
                    <p className="flex items-start gap-1.5 text-ink-500">
                      <CircleHelp className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
                      {cell.answer}
                    </p>
                  )}
                  {cell.quotation && (
                    <p className="mt-1.5 text-xs">
                      <QuotationSource quotation={cell.quotation} />
                    </p>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
