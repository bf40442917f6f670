import { linesOf } from './content-edits';
import { SIGNATURE_ELEMENT_ID } from './jump-to';

// The stored draft's limits.
const MAX_LINES = 60;
const MAX_LINE_LENGTH = 500;

/** The signature block, one line per line as it will print (blank lines included, for spacing). */
export function SignatureBlock({ lines, onChange, readOnly }: { lines: string[]; onChange: (lines: string[]) => void; readOnly: boolean }) {
  return (
    <section id={SIGNATURE_ELEMENT_ID} tabIndex={-1} aria-labelledby="signature-heading" className="-mx-3 scroll-mt-36 rounded-lg px-3 py-2 outline-none" data-testid="draft-signature">
      <h2 id="signature-heading" className="font-sans text-[0.7rem] font-semibold tracking-wider text-ink-500 uppercase">Signature block</h2>
      <textarea
        value={lines.join('\n')}
        rows={4}
        readOnly={readOnly}
        onChange={(event) => onChange(linesOf(event.target.value).slice(0, MAX_LINES).map((line) => line.slice(0, MAX_LINE_LENGTH)))}
        aria-label="Signature block, one line per line"
        className="mt-1 field-sizing-content min-h-24 w-full max-w-md resize-none rounded border border-transparent bg-transparent px-1.5 py-1 font-serif text-[1.05rem] leading-relaxed text-ink-950 hover:border-ink-100 focus:border-ink-300 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 read-only:hover:border-transparent"
      />
    </section>
  );
}
