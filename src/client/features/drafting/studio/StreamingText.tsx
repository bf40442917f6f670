import { streamingParagraphs } from './generation-run';

/** A section's text as it streams in, to read while it is written; it becomes editable when the section is done. */
export function StreamingText({ text }: { text: string }) {
  const paragraphs = streamingParagraphs(text);
  return (
    <div className="grid gap-3 px-3 py-2 font-serif text-[1.0625rem] leading-[1.75] whitespace-pre-line text-ink-800" aria-busy="true" data-testid="streaming-section">
      {paragraphs.length === 0 ? (
        <p className="text-sm text-ink-500 italic">Writing…</p>
      ) : (
        paragraphs.map((paragraph, index) => (
          <p key={index}>
            {paragraph}
            {index === paragraphs.length - 1 && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brass-400 align-middle" aria-hidden />}
          </p>
        ))
      )}
    </div>
  );
}
