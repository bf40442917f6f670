import { Clock, LoaderCircle, RefreshCw } from 'lucide-react';
import { memo, useState } from 'react';
import type { Block, ContentSection } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SectionEditor } from '../editor';
import type { SectionPhase } from './generation-run';
import { sectionElementId } from './jump-to';
import { LineInput } from './LineInput';
import { StreamingText } from './StreamingText';

/** "Regenerate" opens a one-line instruction ("shorter", "add the limitations argument") before writing the section again. */
function RegenerateForm({ heading, onSubmit, onCancel }: { heading: string; onSubmit: (instructions: string) => void; onCancel: () => void }) {
  const [instructions, setInstructions] = useState('');
  return (
    <form
      className="mt-2 flex flex-col gap-2 rounded-lg border border-brass-200 bg-brass-50/60 p-3 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(instructions.trim());
      }}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <input
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        maxLength={5000}
        autoFocus
        aria-label={`Instruction for rewriting “${heading}” (optional)`}
        placeholder="Instruction (optional), e.g. shorter; add the statute of limitations argument"
        className="h-9 min-w-0 flex-1 rounded-md border border-ink-200 bg-white px-3 font-sans text-sm text-ink-900 placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          <RefreshCw aria-hidden /> Regenerate section
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}

const PHASE_BADGES: Record<SectionPhase, { text: string; className: string; icon: typeof Clock }> = {
  waiting: { text: 'Waiting to be written', className: 'bg-ink-50 text-ink-600 ring-ink-100', icon: Clock },
  writing: { text: 'Writing…', className: 'bg-brass-50 text-brass-700 ring-brass-200', icon: LoaderCircle },
  written: { text: 'Written', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: Clock },
};

function PhaseBadge({ phase }: { phase: SectionPhase }) {
  if (phase === 'written') return null;
  const { text, className, icon: Icon } = PHASE_BADGES[phase];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 font-sans text-xs font-medium ring-1', className)}>
      <Icon className={cn('size-3.5', phase === 'writing' && 'animate-spin')} aria-hidden /> {text}
    </span>
  );
}

/**
 * One section of the document: its heading (edited in place), its text in the editor, and a way to have it written
 * again. While a generation reaches it, the section shows the text streaming in and cannot be edited.
 */
export const SectionBlock = memo(function SectionBlock({
  section,
  index,
  editable,
  phase,
  streamingText,
  canRegenerate,
  onHeadingChange,
  onBlocksChange,
  onRegenerate,
}: {
  section: ContentSection;
  index: number;
  editable: boolean;
  phase: SectionPhase | null;
  streamingText: string | null;
  canRegenerate: boolean;
  onHeadingChange: (sectionId: string, heading: string) => void;
  onBlocksChange: (sectionId: string, blocks: Block[]) => void;
  onRegenerate: (sectionId: string, instructions: string) => void;
}) {
  const [regenerating, setRegenerating] = useState(false);
  const headingId = `${sectionElementId(index)}-heading`;
  const locked = !editable || phase === 'waiting' || phase === 'writing';

  return (
    <section
      id={sectionElementId(index)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn('-mx-3 scroll-mt-36 rounded-lg px-3 py-2 outline-none', phase === 'waiting' && 'opacity-60')}
      data-testid="draft-section"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* The visible title is an input; this heading lets screen-reader users move from section to section. */}
        <h2 id={headingId} className="sr-only">Section {index + 1}: {section.heading || 'untitled'}</h2>
        <LineInput
          value={section.heading}
          onValueChange={(heading) => onHeadingChange(section.id, heading)}
          readOnly={locked}
          maxLength={300}
          aria-label={`Heading of section ${index + 1}`}
          placeholder="Section heading"
          className="-mx-1 min-w-0 flex-1 rounded border border-transparent bg-transparent px-1 py-0.5 font-serif text-lg font-semibold tracking-wide text-ink-950 uppercase hover:border-ink-100 focus:border-ink-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 read-only:hover:border-transparent"
        />
        {phase && <PhaseBadge phase={phase} />}
        {!regenerating && phase === null && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setRegenerating(true)}
            disabled={!canRegenerate}
            className="h-7 px-2 font-sans text-xs text-ink-500 hover:text-ink-900"
            aria-label={`Regenerate “${section.heading}”`}
          >
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        )}
      </div>
      {regenerating && canRegenerate && (
        <RegenerateForm
          heading={section.heading}
          onCancel={() => setRegenerating(false)}
          onSubmit={(instructions) => {
            setRegenerating(false);
            onRegenerate(section.id, instructions);
          }}
        />
      )}
      <div className="mt-2">
        {phase === 'writing' ? (
          <StreamingText text={streamingText ?? ''} />
        ) : (
          <SectionEditor
            sectionId={section.id}
            blocks={section.blocks}
            onChange={(blocks) => onBlocksChange(section.id, blocks)}
            editable={!locked}
            label={`Text of section ${index + 1}: ${section.heading}`}
          />
        )}
      </div>
    </section>
  );
});
