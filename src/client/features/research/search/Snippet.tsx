import type { z } from 'zod';
import type { snippetSchema } from '../../../../shared/api/research';

type SnippetPieces = z.infer<typeof snippetSchema>;

/** Joins matches separated only by spaces ("Commerce" " " "Clause") so a matched phrase reads as one highlight. */
export function mergeAdjacentMatches(pieces: SnippetPieces): SnippetPieces {
  const merged: SnippetPieces = [];
  pieces.forEach((piece, index) => {
    const previous = merged.at(-1);
    const bridgesMatches = !piece.match && /^\s+$/.test(piece.text) && previous?.match && pieces[index + 1]?.match;
    if (previous?.match && (piece.match || bridgesMatches)) previous.text += piece.text;
    else merged.push({ ...piece });
  });
  return merged;
}

/** A search snippet: the server's pieces as text, matches in <mark>; never parsed as HTML. */
export function Snippet({ pieces }: { pieces: SnippetPieces }) {
  return (
    <p className="text-sm leading-6 text-ink-700">
      {mergeAdjacentMatches(pieces).map((piece, index) =>
        piece.match ? (
          <mark key={index} className="rounded-sm bg-brass-100 px-0.5 font-medium text-ink-950">{piece.text}</mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
