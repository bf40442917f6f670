import type { Block, Run } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { blockMarkers } from './block-markers';

function RunText({ run }: { run: Run }) {
  const marks = run.marks ?? [];
  return (
    <span
      className={cn(
        (marks.includes('bold') || marks.includes('term')) && 'font-semibold',
        marks.includes('italic') && 'italic',
        marks.includes('underline') && 'underline underline-offset-2',
      )}
    >
      {run.text}
    </span>
  );
}

const INDENT = ['pl-0', 'pl-8', 'pl-16'];

/** A section's text to read, not edit (a version's preview): as the editor shows it, with clause numbers. */
export function BlocksView({ blocks }: { blocks: Block[] }) {
  const markers = blockMarkers(blocks);
  if (blocks.length === 0) return <p className="text-sm text-ink-400 italic">This section is empty.</p>;
  return (
    <div className="grid gap-3 px-3 font-serif text-[1.0625rem] leading-[1.75] text-ink-950">
      {blocks.map((block, index) => {
        const runs = block.runs.map((run, at) => <RunText key={at} run={run} />);
        if (block.kind === 'subheading') return <h4 key={index} className="font-semibold">{runs}</h4>;
        if (block.kind === 'paragraph') return <p key={index}>{runs}</p>;
        return (
          <p key={index} className={cn('flex gap-3', INDENT[block.level ?? 0])}>
            <span className="w-7 shrink-0 text-right tabular-nums">{markers[index]}</span>
            <span className="min-w-0 flex-1">{runs}</span>
          </p>
        );
      })}
    </div>
  );
}
