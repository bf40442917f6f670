import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { CaseDetail } from '../../../../shared/api/research';
import { cn } from '../../../lib/cn';
import { casePath } from '../CaseName';
import { opinionParagraphs, type OpinionPiece } from './opinion-paragraphs';

type Opinion = CaseDetail['opinions'][number];

function Piece({ piece, currentCaseId }: { piece: OpinionPiece; currentCaseId: number }) {
  const { citation } = piece;
  if (!citation) return piece.text;
  if (citation.caseId != null && citation.caseId !== currentCaseId) {
    return (
      <Link
        to={casePath(citation.caseId)}
        className="rounded-sm text-ink-950 underline decoration-brass-400 decoration-2 underline-offset-2 hover:bg-brass-50"
        data-testid="opinion-citation-link"
      >
        {piece.text}
      </Link>
    );
  }
  // Not in the corpus (or this very case): marked as a citation, but nothing to open.
  return (
    <span className="border-b border-dotted border-ink-300" title={citation.caseId == null ? 'Not in the corpus' : 'This case'}>
      {piece.text}
    </span>
  );
}

/**
 * An opinion as paragraphs with its citations as links. Paragraphs skip layout and paint while off screen
 * (content-visibility), so a 300 KB opinion opens without freezing the page; text is never parsed as HTML.
 */
export const OpinionText = memo(function OpinionText({ opinion, currentCaseId }: { opinion: Opinion; currentCaseId: number }) {
  const paragraphs = useMemo(() => opinionParagraphs(opinion.text, opinion.citations), [opinion]);
  return (
    <div className="font-serif text-[1.0625rem] leading-8 text-ink-900" data-testid="opinion-text">
      {paragraphs.map((paragraph) => (
        <p
          key={paragraph.start}
          className={cn('mt-4 break-words [contain-intrinsic-size:auto_8rem] [content-visibility:auto] first:mt-0', paragraph.keepLineBreaks && 'whitespace-pre-line')}
        >
          {paragraph.pieces.map((piece, index) => (
            <Piece key={index} piece={piece} currentCaseId={currentCaseId} />
          ))}
        </p>
      ))}
    </div>
  );
});
