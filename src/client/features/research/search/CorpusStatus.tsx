import { Database } from 'lucide-react';
import type { CorpusStatus } from '../../../../shared/api/research';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** While an import is unfinished the corpus is partial: how far it got, and whether it was interrupted. */
function importNote(current: NonNullable<CorpusStatus['currentImport']>): string {
  const progress = `still importing ${current.fileName}: ${count(current.opinions, 'opinion', 'opinions')} so far (${Math.round(current.fraction * 100)}%)`;
  if (current.state === 'interrupted') return `Partial: ${progress}, interrupted; it resumes from its last checkpoint`;
  return `Partial: ${progress}${current.resumes > 0 ? ', resumed after an interruption' : ''}`;
}

/** What the corpus holds, in one line: "8,693 opinions · 31,740 cases · 362,682 citation links". */
export function CorpusStatusLine({ status }: { status: CorpusStatus }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600 sm:gap-x-2" data-testid="corpus-status">
        <Database className="size-4 text-brass-600" aria-hidden />
        {/* Cases outnumber opinions when a citation index lists cases whose text the corpus does not hold. */}
        {[count(status.opinions, 'opinion', 'opinions'), count(status.cases, 'case', 'cases'), count(status.citationEdges, 'citation link', 'citation links')].map(
          (part, index) => (
            <span key={part} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden className="hidden text-ink-300 sm:inline">·</span>}
              {part}
            </span>
          ),
        )}
      </p>
      {status.currentImport && (
        <p className="mt-1 text-sm text-brass-800" data-testid="corpus-import-note">
          {importNote(status.currentImport)}
        </p>
      )}
    </>
  );
}

/** Text with `code` spans, as the server writes its how-to-load line; rendered as text, never as HTML. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-ink-900 px-1.5 py-0.5 font-mono text-[0.8125rem] break-words text-brass-200 [box-decoration-break:clone]">{part}</code>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}

/** The empty-corpus state: search has nothing to look in yet, and this is how an operator loads opinions. */
export function EmptyCorpusNotice({ status }: { status: CorpusStatus }) {
  return (
    <section aria-labelledby="empty-corpus-title" className="rounded-2xl border border-brass-200 bg-brass-50 p-6">
      <div className="flex items-start gap-3">
        <Database className="mt-0.5 size-5 shrink-0 text-brass-600" aria-hidden />
        <div>
          <h2 id="empty-corpus-title" className="font-semibold text-ink-950">No case law is loaded yet</h2>
          <p className="mt-1 text-sm text-ink-700">
            Search, case pages and offline citation checks read the corpus on this server, and it is empty.
          </p>
          <p className="mt-3 text-sm leading-7 text-ink-800"><WithCode text={status.howToLoad} /></p>
        </div>
      </div>
    </section>
  );
}
