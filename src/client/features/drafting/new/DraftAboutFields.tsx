import { cn } from '../../../lib/cn';
import { controlClass } from './field-chrome';
import { INSTRUCTIONS_MAX, TITLE_MAX } from './use-new-draft-form';

const Optional = () => <span className="font-normal text-ink-500">(optional)</span>;

/** The draft's own title and the background the drafter follows in every section. */
export function DraftAboutFields({
  typeLabel,
  title,
  onTitle,
  instructions,
  onInstructions,
  instructionsError,
}: {
  typeLabel: string;
  title: string;
  onTitle: (title: string) => void;
  instructions: string;
  onInstructions: (instructions: string) => void;
  instructionsError?: string;
}) {
  const tooLong = instructions.trim().length > INSTRUCTIONS_MAX;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1.5">
        <label htmlFor="draft-title" className="text-sm font-medium text-ink-900">
          Title <Optional />
        </label>
        <p id="draft-title-help" className="-mt-1 text-xs leading-5 text-ink-500">
          How the draft is listed in your sessions. Left blank, it is “{typeLabel}”.
        </p>
        <input
          id="draft-title"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => onTitle(e.target.value)}
          placeholder={typeLabel}
          aria-describedby="draft-title-help"
          className={cn(controlClass(), 'h-11')}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="draft-instructions" className="text-sm font-medium text-ink-900">
          Instructions and background for the drafter <Optional />
        </label>
        <p id="draft-instructions-help" className="-mt-1 text-xs leading-5 text-ink-500">
          Facts, strategy, the client’s priorities or research to rely on. The drafter follows them in every section.
        </p>
        <textarea
          id="draft-instructions"
          value={instructions}
          rows={6}
          onChange={(e) => onInstructions(e.target.value)}
          aria-invalid={instructionsError ? true : undefined}
          aria-describedby={`draft-instructions-help draft-instructions-count${instructionsError ? ' draft-instructions-error' : ''}`}
          className={cn(controlClass(instructionsError), 'block max-h-[60vh] min-h-36 resize-y py-2.5 leading-6')}
        />
        <p id="draft-instructions-count" className={cn('text-right text-xs tabular-nums', tooLong ? 'font-semibold text-red-700' : 'text-ink-500')}>
          {instructions.trim().length.toLocaleString('en-US')} / {INSTRUCTIONS_MAX.toLocaleString('en-US')} characters
        </p>
        {instructionsError && (
          <p id="draft-instructions-error" className="text-sm font-medium text-red-700">{instructionsError}</p>
        )}
      </div>
    </div>
  );
}
