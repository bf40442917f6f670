import { useId, type ComponentProps } from 'react';
import type { Caption } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { linesOf, nonBlankLines } from './content-edits';
import { CAPTION_ELEMENT_ID } from './jump-to';
import { LineInput } from './LineInput';

const fieldClass =
  'field-sizing-content w-full resize-none rounded border border-transparent bg-transparent px-1.5 py-1 text-ink-950 placeholder:text-ink-300 hover:border-ink-100 focus:border-ink-300 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 read-only:hover:border-transparent';

/** One line of the caption (the court's full name wraps on a phone). */
function CaptionField({ label, className, ...props }: { label: string } & ComponentProps<typeof LineInput>) {
  const id = useId();
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="px-1.5 font-sans text-[0.7rem] font-semibold tracking-wider text-ink-500 uppercase">{label}</label>
      <LineInput id={id} className={cn(fieldClass, className)} {...props} />
    </div>
  );
}

/**
 * The court's heading, one line each as the caption prints it ("United States District Court" / "Northern District of
 * Texas" / "Dallas Division"); a typed court is one line.
 */
function CourtField({ court, onChange, readOnly }: { court: string; onChange: (court: string) => void; readOnly: boolean }) {
  const id = useId();
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="px-1.5 font-sans text-[0.7rem] font-semibold tracking-wider text-ink-500 uppercase">Court</label>
      <textarea
        id={id}
        value={court}
        rows={1}
        maxLength={500}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const kept = nonBlankLines(linesOf(court)).join('\n');
          if (kept !== court) onChange(kept);
        }}
        className={cn(fieldClass, 'text-center text-base font-semibold uppercase')}
        data-testid="caption-court"
      />
    </div>
  );
}

/** Parties, one per line: blank lines are kept while typing and dropped when the field is left. */
function PartiesField({ label, parties, onChange, readOnly }: { label: string; parties: string[]; onChange: (parties: string[]) => void; readOnly: boolean }) {
  const id = useId();
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="px-1.5 font-sans text-[0.7rem] font-semibold tracking-wider text-ink-500 uppercase">{label}</label>
      <textarea
        id={id}
        value={parties.join('\n')}
        rows={1}
        readOnly={readOnly}
        onChange={(event) => onChange(linesOf(event.target.value).slice(0, 50))}
        onBlur={() => {
          const kept = nonBlankLines(parties);
          if (kept.length !== parties.length) onChange(kept);
        }}
        placeholder="One party per line"
        className={fieldClass}
      />
    </div>
  );
}

/**
 * The caption of a court filing as a form laid out like the caption itself: the court across the top, the parties
 * on the left, the case number, judge and document title on the right. Every edit goes into the draft and is saved.
 */
export function CaptionBlock({ caption, onChange, readOnly }: { caption: Caption; onChange: (caption: Caption) => void; readOnly: boolean }) {
  const set = (changes: Partial<Caption>) => onChange({ ...caption, ...changes });
  return (
    <section id={CAPTION_ELEMENT_ID} tabIndex={-1} aria-label="Caption" className="-mx-3 scroll-mt-36 rounded-lg px-3 py-2 font-serif outline-none" data-testid="draft-caption">
      <CourtField court={caption.court} readOnly={readOnly} onChange={(court) => set({ court })} />
      <div className="mt-4 grid border-y border-ink-900 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-2 py-3 sm:border-r sm:border-ink-900 sm:pr-4">
          <PartiesField label="Plaintiffs" parties={caption.plaintiffs} readOnly={readOnly} onChange={(plaintiffs) => set({ plaintiffs })} />
          <p className="px-1.5 text-ink-700 italic">v.</p>
          <PartiesField label="Defendants" parties={caption.defendants} readOnly={readOnly} onChange={(defendants) => set({ defendants })} />
        </div>
        <div className="grid content-start gap-2 border-t border-ink-200 py-3 sm:border-t-0 sm:pl-4">
          <CaptionField label="Case number" value={caption.caseNumber} maxLength={200} readOnly={readOnly} onValueChange={(caseNumber) => set({ caseNumber })} placeholder="Not yet assigned" />
          <CaptionField label="Judge" value={caption.judge ?? ''} maxLength={200} readOnly={readOnly} onValueChange={(judge) => set({ judge: judge === '' ? null : judge })} placeholder="Not yet assigned" />
          <CaptionField label="Document title" value={caption.documentTitle} maxLength={500} readOnly={readOnly} onValueChange={(documentTitle) => set({ documentTitle })} className="font-semibold" />
        </div>
      </div>
    </section>
  );
}
