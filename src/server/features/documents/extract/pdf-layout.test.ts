import { describe, expect, it } from 'vitest';
import { pdfTextToBlocks, type PdfPageText, type PdfPiece } from './pdf-layout';

/** A piece of 12-point Times-like text: about half a point of width per point of size per character. */
const piece = (str: string, x: number, y: number, bold = false): PdfPiece => ({ str, x, y, width: str.length * 5.6, height: 12, bold });

/** A page of pleading paper: 28 numbered lines 24 points apart in the left margin, a footer with its page number. */
function pleadingPage(number: number, pieces: PdfPiece[]): PdfPageText {
  const margin = Array.from({ length: 28 }, (_, index) => piece(String(index + 1), 42, 700 - index * 24));
  const footer = [piece(`Page ${number} of 2`, 280, 36), piece('Memorandum of Points and Authorities', 200, 22)];
  return { number, width: 612, height: 792, pieces: [...margin, ...pieces, ...footer] };
}

const texts = (pages: PdfPageText[]) => pdfTextToBlocks(pages).map((block) => `${block.kind}: ${block.text}`);

describe('a PDF text layer read as paragraphs, headings and a signature block', () => {
  it('reads a caption\'s two columns one after the other, drops line numbers and the footer, and ends a paragraph where its line stops short', () => {
    const first = pleadingPage(1, [
      piece('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA', 131, 700, true),
      piece('Jane Doe,', 72, 676), piece('Case No. RG26-123456', 341, 676),
      piece('Plaintiff,', 144, 652), piece('Memorandum of Points and', 341, 652, true),
      piece('Authorities', 341, 640, true),
      piece('v.', 108, 628),
      piece('Acme Widgets, Inc.,', 72, 604), piece('Defendant.', 144, 580),
      piece('Argument', 280, 532, true),
      piece('The complaint does not state facts sufficient to constitute a cause of action against', 108, 508),
      piece('the defendant, and the demurrer should be sustained.', 72, 484),
      piece('Dated: [date of signing]', 288, 460),
      piece('Respectfully submitted,', 288, 448),
      piece('By: ______________________________', 288, 424),
      piece('Alex Rivera (State Bar No. 312345)', 288, 412),
    ]);
    expect(texts([first])).toEqual([
      'paragraph: SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA',
      'paragraph: Jane Doe,', 'paragraph: Plaintiff,', 'paragraph: v.', 'paragraph: Acme Widgets, Inc.,', 'paragraph: Defendant.',
      'paragraph: Case No. RG26-123456', 'paragraph: Memorandum of Points and Authorities',
      'heading: Argument',
      'paragraph: The complaint does not state facts sufficient to constitute a cause of action against the defendant, and the demurrer should be sustained.',
      'paragraph: Dated: [date of signing]', 'paragraph: Respectfully submitted,', 'paragraph: By: ______________________________',
      'paragraph: Alex Rivera (State Bar No. 312345)',
    ]);
  });

  it('runs a paragraph on over a page break and keeps "P." of a rule\'s citation in its sentence', () => {
    const pages = [
      pleadingPage(1, [piece('The motion rests on the pleading alone and no evidence may be considered. Tex. R. Civ.', 72, 52)]),
      pleadingPage(2, [piece('P. 91a.6. The Court should grant it.', 72, 700), piece('I.', 72, 652, true), piece('Conclusion', 108, 652, true)]),
    ];
    expect(texts(pages)).toEqual([
      'paragraph: The motion rests on the pleading alone and no evidence may be considered. Tex. R. Civ. P. 91a.6. The Court should grant it.',
      'heading: Conclusion',
    ]);
  });
});
