import { Copy } from 'lucide-react';
import type { CaseDetail } from '../../../../shared/api/research';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/use-toast';
import { OnlineBadge } from '../OnlineBadge';
import { TreatmentBadge } from './TreatmentBadge';
import { TREATMENT_ORDER } from './treatment-styles';

/** Bluebook form: name, every reporter citation, year; a case without one yet is cited by its docket number. */
export function bluebookCitation(detail: CaseDetail): { reference: string; full: string } {
  const where = detail.citations.length > 0 ? detail.citations.join(', ') : detail.docket ? `No. ${detail.docket}` : '';
  const reference = [where, detail.year ? `(${detail.year})` : ''].filter(Boolean).join(' ');
  return { reference, full: reference ? `${detail.name}, ${reference}` : detail.name };
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Citation copied', description: text, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Your browser did not allow copying; select the citation instead.', variant: 'destructive' });
  }
}

export function CaseHeader({ detail }: { detail: CaseDetail }) {
  const { reference, full } = bluebookCitation(detail);
  const strongest = TREATMENT_ORDER.find((treatment) => detail.treatments.some((t) => t.treatment === treatment));
  const facts = [
    ['Court', detail.court?.name ?? 'Unknown'],
    ['Decided', detail.year ? String(detail.year) : 'Unknown'],
    ['Docket', detail.docket ?? '—'],
    ['Opinions', String(detail.opinions.length)],
  ];

  return (
    <header className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">{detail.court?.name ?? 'Case'}</p>
        {strongest && strongest !== 'followed' && <TreatmentBadge treatment={strongest} className="px-3 py-1 text-sm" />}
        {detail.origin === 'courtlistener' && <OnlineBadge />}
      </div>
      <h1 className="mt-2 font-serif text-3xl leading-tight font-semibold tracking-tight text-ink-950 italic sm:text-4xl">{detail.name}</h1>
      {reference && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="font-serif text-lg text-ink-700" data-testid="case-citation">
            <i>{detail.name}</i>, {reference}
          </p>
          <Button variant="ghost" size="sm" onClick={() => void copy(full)}>
            <Copy aria-hidden /> Copy citation
          </Button>
        </div>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink-100 pt-5 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{term}</dt>
            <dd className="mt-1 font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
