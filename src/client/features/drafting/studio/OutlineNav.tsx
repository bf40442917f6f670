import type { ReactNode } from 'react';
import type { DraftContent } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import type { DraftPartTarget } from './content-edits';
import { sectionPhase, type GenerationRun } from './generation-run';
import type { OutlineMarks } from './outline-marks';
import { SEVERITY_STYLES } from './severity-styles';

function OutlineButton({ children, onClick, className }: { children: ReactNode; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} className={cn('flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-white hover:text-ink-950', className)}>
      {children}
    </button>
  );
}

/** The draft's parts in order, to jump to; sections with findings carry the colour of the most serious one. */
export function OutlineNav({ content, marks, run, onJump }: { content: DraftContent; marks: OutlineMarks; run: GenerationRun | null; onJump: (target: DraftPartTarget) => void }) {
  return (
    <nav aria-label="Outline" data-testid="outline">
      <h2 className="px-2 text-xs font-semibold tracking-wider text-ink-500 uppercase">Outline</h2>
      <ol className="mt-2 grid gap-0.5 text-ink-700">
        {content.caption && (
          <li>
            <OutlineButton onClick={() => onJump({ kind: 'caption' })}>Caption</OutlineButton>
          </li>
        )}
        {content.sections.map((section, index) => {
          const mark = marks.worst.get(index);
          const phase = sectionPhase(run, section.id);
          return (
            <li key={section.id}>
              <OutlineButton onClick={() => onJump({ kind: 'section', sectionIndex: index })} className={cn(phase === 'writing' && 'bg-brass-50 font-medium text-ink-950', phase === 'waiting' && 'text-ink-400')}>
                <span className="w-5 shrink-0 text-right text-ink-500 tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words">{section.heading || 'Untitled section'}</span>
                {mark && (
                  <span className="mt-1.5 flex shrink-0 items-center" title={`${mark.count} ${mark.count === 1 ? 'finding' : 'findings'}, the most serious: ${SEVERITY_STYLES[mark.severity].one.toLowerCase()}`}>
                    <span className={cn('size-2 rounded-full', SEVERITY_STYLES[mark.severity].dot)} aria-hidden />
                    <span className="sr-only">
                      {mark.count} {mark.count === 1 ? 'finding' : 'findings'}
                    </span>
                  </span>
                )}
              </OutlineButton>
            </li>
          );
        })}
        <li>
          <OutlineButton onClick={() => onJump({ kind: 'signature' })}>Signature block</OutlineButton>
        </li>
      </ol>
    </nav>
  );
}

/** On narrow screens the outline is a jump menu above the document. */
export function OutlineSelect({ content, marks, onJump }: { content: DraftContent; marks: OutlineMarks; onJump: (target: DraftPartTarget) => void }) {
  return (
    <select
      aria-label="Jump to a part of the draft"
      value=""
      onChange={(event) => {
        const value = event.target.value;
        if (value === 'caption' || value === 'signature') onJump({ kind: value });
        else if (value !== '') onJump({ kind: 'section', sectionIndex: Number(value) });
      }}
      className="h-9 w-28 rounded-md border sm:w-44 border-ink-200 bg-white px-2 text-sm text-ink-800"
    >
      <option value="">Jump to…</option>
      {content.caption && <option value="caption">Caption</option>}
      {content.sections.map((section, index) => {
        const mark = marks.worst.get(index);
        return (
          <option key={section.id} value={index}>
            {index + 1}. {section.heading || 'Untitled section'}
            {mark ? ` (${mark.count} ${mark.count === 1 ? 'finding' : 'findings'})` : ''}
          </option>
        );
      })}
      <option value="signature">Signature block</option>
    </select>
  );
}
