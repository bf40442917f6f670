import { CircleHelp, LoaderCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_LIMITS } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../sessions/format';
import { ProblemNotice } from '../../research/ProblemNotice';
import { useAskDocuments } from '../document-requests';
import { useDocumentList } from '../documents-queries';
import { EngineNote, QuotationBlock } from '../Quotation';

/** Other documents to ask across as well, folded away until wanted. */
function OtherDocuments({ documentId, chosen, onChange }: { documentId: string; chosen: string[]; onChange: (ids: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const list = useDocumentList('', { enabled: open, limit: 100 });
  const others = list.documents.filter((document) => document.id !== documentId);
  const room = DOCUMENT_LIMITS.documentsPerAsk - 1;
  return (
    <details className="rounded-xl border border-ink-100 bg-white px-4 py-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-ink-800">
        Also ask other documents{chosen.length > 0 ? ` (${chosen.length} chosen)` : ''}
      </summary>
      {list.isPending ? (
        <p className="mt-2 text-sm text-ink-500">Loading…</p>
      ) : list.isError ? (
        <p className="mt-2 text-sm text-red-700">Your documents could not be loaded.</p>
      ) : others.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">You have no other documents.</p>
      ) : (
        <ul className="mt-2 grid max-h-60 gap-1 overflow-y-auto">
          {others.map((document) => {
            const checked = chosen.includes(document.id);
            return (
              <li key={document.id}>
                <label className="flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && chosen.length >= room}
                    onChange={(event) => onChange(event.target.checked ? [...chosen, document.id] : chosen.filter((id) => id !== document.id))}
                    className="size-4 accent-ink-900"
                  />
                  <span className="truncate">{document.title}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}

/** Ask about this document (and others): an answer with the quotations it rests on, or a plain "they do not say". */
export function AskTab({ documentId }: { documentId: string }) {
  const [question, setQuestion] = useState('');
  const [others, setOthers] = useState<string[]>([]);
  const ask = useAskDocuments();
  const questionId = useId();
  const result = ask.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || ask.isPending) return;
    ask.mutate({ documentIds: [documentId, ...others], question: asked });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-3">
        <label htmlFor={questionId} className="text-sm font-medium text-ink-800">
          Your question
        </label>
        <textarea
          id={questionId}
          rows={3}
          maxLength={DOCUMENT_LIMITS.questionChars}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
          placeholder="When can either party terminate? What damages does the complaint seek?"
          className="w-full rounded-md border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
        />
        <OtherDocuments documentId={documentId} chosen={others} onChange={setOthers} />
        <Button type="submit" variant="dark" className="justify-self-start" disabled={!question.trim() || ask.isPending}>
          {ask.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {ask.isPending ? 'Reading…' : 'Ask'}
        </Button>
      </form>

      <p role="status" className="sr-only">
        {ask.isPending ? 'Reading the documents…' : result ? (result.answered ? 'Answered.' : result.answer) : ''}
      </p>
      {ask.isError && <ProblemNotice title="The question could not be answered" error={ask.error} />}
      {result && (
        <section aria-label="Answer" className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6" data-testid="ask-answer">
          {result.answered ? (
            <p className="font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink-950">{result.answer}</p>
          ) : (
            <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-900" data-testid="not-answered">
              <CircleHelp className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
              {result.answer}
            </p>
          )}
          {result.quotations.length > 0 && (
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold text-ink-950">{result.answered ? 'From the documents' : 'The closest passages'}</h3>
              {result.quotations.map((quotation, index) => (
                <QuotationBlock key={`${quotation.documentId}-${quotation.paragraph}-${index}`} quotation={quotation} />
              ))}
            </div>
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <EngineNote engine={result.engine} />
            {result.tokensUsed > 0 && <p className="text-xs text-ink-500">{formatCount(result.tokensUsed, 'token')} used</p>}
          </div>
        </section>
      )}
    </div>
  );
}
