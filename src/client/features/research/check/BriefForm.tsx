import { Eraser, ShieldCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { verifyRequestSchema } from '../../../../shared/api/citations';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ProblemNotice } from '../ProblemNotice';

const MAX_CHARACTERS = verifyRequestSchema.shape.text.maxLength ?? Infinity;

/** Where the brief is pasted; a refused check shows its reason here and leaves the text as it was. */
export function BriefForm({
  text,
  onChange,
  onCheck,
  checking,
  error,
}: {
  text: string;
  onChange: (text: string) => void;
  onCheck: () => void;
  checking: boolean;
  error: unknown;
}) {
  const tooLong = text.length > MAX_CHARACTERS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck();
  };

  return (
    <form onSubmit={submit} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6">
      <label htmlFor="brief" className="font-semibold text-ink-950">Your brief</label>
      <p id="brief-hint" className="mt-1 text-sm text-ink-600">
        Paste the text of a brief, motion or memo. Case citations, short forms, Id., statutes and rules are all checked.
      </p>
      <textarea
        id="brief"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="brief-hint brief-count"
        rows={10}
        spellCheck={false}
        placeholder="As the Court held in Marbury v. Madison, 5 U.S. 137, 177 (1803), “it is emphatically the province and duty of the judicial department to say what the law is.”"
        className="mt-3 block max-h-[60vh] min-h-56 w-full resize-y rounded-lg border border-ink-200 bg-paper p-4 font-serif text-base leading-7 text-ink-900 placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
      />
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="brief-count" className={cn('text-xs tabular-nums', tooLong ? 'font-semibold text-red-700' : 'text-ink-500')}>
          {text.length.toLocaleString('en-US')} / {MAX_CHARACTERS.toLocaleString('en-US')} characters
          {tooLong && ' — too long to check in one go; split it into parts.'}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={() => onChange('')} disabled={!text || checking}>
            <Eraser aria-hidden /> Clear
          </Button>
          <Button type="submit" variant="dark" disabled={!text.trim() || checking} className="flex-1 sm:flex-none">
            <ShieldCheck aria-hidden /> {checking ? 'Checking…' : 'Check citations'}
          </Button>
        </div>
      </div>
      {error != null && (
        <div className="mt-4">
          <ProblemNotice
            title="The citations could not be checked"
            error={error}
            message={tooLong ? `The brief has ${text.length.toLocaleString('en-US')} characters; one check takes up to ${MAX_CHARACTERS.toLocaleString('en-US')}. Split it into parts and check each.` : undefined}
          />
        </div>
      )}
    </form>
  );
}
