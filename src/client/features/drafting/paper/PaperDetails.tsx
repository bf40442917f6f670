import { AlertTriangle, BookOpen, CalendarClock, FileStack, Ruler, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaperSummary } from '../../../../shared/api/drafts';

type Sourced = { text: string; citation: string };

const formatEffective = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function SourcedList({ items }: { items: Sourced[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={`${item.citation}:${item.text}`} className="text-sm leading-6 text-ink-800">
          {item.text} <cite className="font-mono text-[0.72rem] not-italic tracking-wide text-ink-500">({item.citation})</cite>
        </li>
      ))}
    </ul>
  );
}

function Part({ icon: Icon, title, children }: { icon: typeof Scale; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
        <Icon className="size-3.5" aria-hidden /> {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * A court's own paper for the lawyer's goal: its basis, the standard, timing, the papers filed with it, its limits,
 * and what VolnaDraft could not confirm, each with its source. Shown on the new-draft page and in the studio.
 */
export function PaperDetails({ paper, jurisdictionLabel, compact = false }: { paper: PaperSummary; jurisdictionLabel: string; compact?: boolean }) {
  const elsewhere = paper.grounds?.elsewhere ?? [];
  const details = (
    <>
      {paper.grounds && (
        <Part icon={BookOpen} title="Grounds this paper carries">
          <ul className="grid gap-1.5">
            {paper.grounds.offered.map((ground) => (
              <li key={ground.value} className="text-sm leading-6 text-ink-800">
                {ground.label} <cite className="font-mono text-[0.72rem] not-italic text-ink-500">({ground.citation})</cite>
              </li>
            ))}
          </ul>
          {elsewhere.length > 0 && (
            <div className="mt-1 rounded-lg bg-ink-50 px-3 py-2">
              <p className="text-xs font-medium text-ink-700">Raised by a different paper here (not drafted with this one):</p>
              <ul className="mt-1 grid gap-1">
                {elsewhere.map((ground) => (
                  <li key={ground.label} className="text-sm text-ink-700">
                    {ground.label}: {ground.paper} <cite className="font-mono text-[0.72rem] not-italic text-ink-500">({ground.citation})</cite>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Part>
      )}
      {paper.standard.length > 0 && (
        <Part icon={Scale} title="Standard">
          <SourcedList items={paper.standard} />
        </Part>
      )}
      {paper.timing.length > 0 && (
        <Part icon={CalendarClock} title="Timing">
          <SourcedList items={paper.timing} />
        </Part>
      )}
      {paper.limits.length > 0 && (
        <Part icon={Ruler} title="Limits">
          <SourcedList items={paper.limits} />
        </Part>
      )}
    </>
  );
  return (
    <div className="grid gap-5" data-testid="paper-details">
      <div>
        <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{jurisdictionLabel}: the court’s own paper</p>
        <h3 className="mt-1 font-serif text-lg font-semibold text-ink-950" data-testid="paper-name">{paper.name}</h3>
        <p className="mt-0.5 text-sm text-ink-600">
          Filed as “{paper.designation}”. Stated as in force from {formatEffective(paper.effective)}.
          {paper.effectiveNote && <span className="block text-ink-500">{paper.effectiveNote}</span>}
        </p>
      </div>
      <Part icon={Scale} title="Basis">
        <SourcedList items={paper.basis} />
      </Part>
      {compact ? (
        <details className="group rounded-lg border border-ink-100 bg-white px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-ink-800">Grounds, standard, timing and limits</summary>
          <div className="mt-3 grid gap-5">{details}</div>
        </details>
      ) : (
        details
      )}
      {paper.companions.length > 0 && (
        <Part icon={FileStack} title="Papers filed with it">
          <ul className="grid gap-1.5" data-testid="paper-companions">
            {paper.companions.map((companion) => (
              <li key={companion.id} className="text-sm leading-6 text-ink-800">
                <span className="font-medium">{companion.name}</span>
                <span className={companion.required ? 'ml-2 rounded-full bg-ink-900 px-2 py-0.5 text-[0.7rem] font-medium text-white' : 'ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-[0.7rem] font-medium text-ink-700'}>
                  {companion.required ? 'Required' : 'When it applies'}
                </span>
                {companion.when && <span className="block text-ink-600">{companion.when}</span>}
                <cite className="block font-mono text-[0.72rem] not-italic text-ink-500">{companion.citation}</cite>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {paper.checkBeforeFiling.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5" data-testid="paper-check-before-filing">
          <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
            <AlertTriangle className="size-4" aria-hidden /> Check before filing: VolnaDraft could not confirm these, so it does not state them as rules
          </p>
          <ul className="mt-1.5 grid gap-1.5">
            {paper.checkBeforeFiling.map((item) => (
              <li key={item.citation + item.subject} className="text-sm leading-6 text-amber-950">
                <span className="font-medium">{item.subject}</span> ({item.citation}): {item.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
