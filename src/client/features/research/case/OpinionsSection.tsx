import { useState } from 'react';
import type { CaseDetail } from '../../../../shared/api/research';
import { cn } from '../../../lib/cn';
import { OpinionText } from './OpinionText';

type Opinion = CaseDetail['opinions'][number];

// Untyped opinions are numbered, so two of them never share a name.
const opinionTitle = (opinions: Opinion[], opinion: Opinion) =>
  opinion.type ?? (opinions.length > 1 ? `Opinion ${opinions.indexOf(opinion) + 1}` : 'Opinion');

/** The case's opinions, one shown at a time (majority first as the corpus orders them), each with type and author. */
export function OpinionsSection({ detail }: { detail: CaseDetail }) {
  const [selectedId, setSelectedId] = useState(detail.opinions[0]?.id);
  const opinion = detail.opinions.find((o) => o.id === selectedId) ?? detail.opinions[0];
  if (!opinion) {
    return (
      <p className="rounded-xl border border-dashed border-ink-200 bg-white px-5 py-6 text-sm text-ink-600">
        The corpus lists this case (from {detail.source}) but holds no opinion text for it. Citations to it can still be
        verified, and the cases that cite it are under Cited by.
      </p>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      {detail.opinions.length > 1 && (
        <nav aria-label="Opinions in this case" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col">
            {detail.opinions.map((o) => (
              <li key={o.id} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={o.id === opinion.id}
                  onClick={() => setSelectedId(o.id)}
                  className={cn(
                    'w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                    o.id === opinion.id ? 'border-ink-900 bg-ink-900 text-white' : 'border-ink-100 bg-white text-ink-800 hover:border-ink-300',
                  )}
                >
                  <span className="block font-medium">{opinionTitle(detail.opinions, o)}</span>
                  {o.author && <span className={cn('block text-xs', o.id === opinion.id ? 'text-ink-200' : 'text-ink-500')}>{o.author}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article aria-labelledby={`opinion-${opinion.id}-title`} className={cn('min-w-0', detail.opinions.length === 1 && 'lg:col-span-2')}>
        <header className="mb-6 border-b border-ink-100 pb-4">
          <h2 id={`opinion-${opinion.id}-title`} className="font-serif text-2xl font-semibold text-ink-950">{opinionTitle(detail.opinions, opinion)}</h2>
          <p className="mt-1 text-sm text-ink-600">
            {opinion.author ? `Written by ${opinion.author}` : 'Author not recorded'}
            {` · ${opinion.citations.length.toLocaleString('en-US')} ${opinion.citations.length === 1 ? 'citation' : 'citations'}`}
          </p>
        </header>
        <div className="max-w-3xl">
          <OpinionText key={opinion.id} opinion={opinion} currentCaseId={detail.id} />
        </div>
      </article>
    </div>
  );
}
