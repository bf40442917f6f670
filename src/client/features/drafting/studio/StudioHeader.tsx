import { ChevronLeft, Coins, FileText, Landmark, UserPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DraftDetail } from '../../../../shared/api/drafts';
import { matterHref, matterLabel } from '../../matters/matter-links';
import { otherAuthor, useViewer } from '../../matters/use-viewer';
import { formatCount } from '../../sessions/format';
import type { SaveState } from './autosave-queue';
import { LineInput } from './LineInput';
import { SaveStatus } from './SaveStatus';

const TITLE_MAX = 200;

/** The draft's title, edited in place: saved when the attorney leaves the field or presses Enter; Escape undoes. */
function TitleInput({ title, onCommit }: { title: string; onCommit: (title: string) => void }) {
  const [value, setValue] = useState(title);
  const commit = () => {
    const next = value.trim();
    if (next === '') setValue(title);
    else if (next !== title) onCommit(next);
  };
  return (
    <LineInput
      value={value}
      maxLength={TITLE_MAX}
      onValueChange={setValue}
      onEnter={(input) => input.blur()}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          const input = event.currentTarget;
          setValue(title);
          // After the undo renders, so leaving the field does not save the text just undone.
          requestAnimationFrame(() => input.blur());
        }
      }}
      aria-label="Draft title"
      className="-mx-2 w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 py-1 font-serif text-xl leading-snug font-semibold text-ink-950 hover:border-ink-100 focus:border-ink-300 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 sm:text-2xl"
      data-testid="draft-title"
    />
  );
}

/**
 * The draft's name and kind, its matter and who last changed it when that was a colleague, whether it is saved,
 * what it has cost, and what can be done with it.
 */
export function StudioHeader({
  detail,
  tokensUsed,
  saveState,
  onTitleCommit,
  actions,
  move,
}: {
  detail: DraftDetail;
  tokensUsed: number;
  saveState: SaveState;
  onTitleCommit: (title: string) => void;
  actions: ReactNode;
  /** "Move to a matter", on a personal draft. */
  move?: ReactNode;
}) {
  const changedBy = otherAuthor(detail.updatedBy, useViewer().name);
  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="mx-auto max-w-[1600px] px-4 pt-3 pb-3 lg:px-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          {detail.matter ? (
            <Link to={matterHref(detail.matter.id)} className="inline-flex min-w-0 items-center gap-1 font-medium text-ink-600 hover:text-ink-950" data-testid="draft-matter">
              <ChevronLeft className="size-4 shrink-0" aria-hidden /> <span className="sr-only">Matter: </span>
              <span className="truncate">{matterLabel(detail.matter)}</span>
            </Link>
          ) : (
            <Link to="/drafts" className="inline-flex items-center gap-1 font-medium text-ink-600 hover:text-ink-950">
              <ChevronLeft className="size-4" aria-hidden /> Drafts
            </Link>
          )}
          <SaveStatus state={saveState} />
        </div>
        {/* The page's heading for screen readers and the outline; sighted users read (and edit) the field. */}
        <h1 className="sr-only">{detail.title}</h1>
        <TitleInput key={detail.title} title={detail.title} onCommit={onTitleCommit} />
        <div className="mt-1 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
            <div className="flex items-center gap-1.5">
              <dt><FileText className="size-4 text-ink-400" aria-label="Document type" /></dt>
              <dd>{detail.typeLabel}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt><Landmark className="size-4 text-ink-400" aria-label="Jurisdiction" /></dt>
              <dd>{detail.jurisdictionLabel}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt><Coins className="size-4 text-ink-400" aria-label="Tokens used on this draft" /></dt>
              <dd className="tabular-nums" data-testid="draft-tokens">{formatCount(tokensUsed, 'token')} used</dd>
            </div>
            {changedBy && (
              <div className="flex items-center gap-1.5">
                <dt><UserPen className="size-4 text-ink-400" aria-label="Last changed by" /></dt>
                <dd data-testid="draft-changed-by">Last changed by {changedBy}</dd>
              </div>
            )}
          </dl>
          <div className="flex flex-wrap items-center gap-2">{actions}</div>
        </div>
        {move && <div className="mt-2">{move}</div>}
      </div>
    </header>
  );
}
