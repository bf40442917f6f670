import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { lineText, typeset } from './pdf-typeset';

const doc = () => new PDFDocument({ autoFirstPage: false });
const plain = (text: string) => [{ text, style: {} }];

describe('typeset', () => {
  it('never ends a line with a section sign: "§" moves to the next line with its number', () => {
    const text = 'Costs and fees under Tex. Civ. Prac. & Rem. Code § 30.021 may be awarded.';
    const pdf = doc();
    // The width at which a plain greedy break would leave "§" at the end of the first line.
    const width = pdf.font('Times-Roman').fontSize(12).widthOfString('Costs and fees under Tex. Civ. Prac. & Rem. Code §') + 1;
    const lines = typeset(pdf, plain(text), { size: 12, width }).map(lineText);
    expect(lines[0]).toBe('Costs and fees under Tex. Civ. Prac. & Rem. Code');
    expect(lines[1]).toMatch(/^§ 30\.021/);
    expect(lines.join(' ')).toBe(text);
  });

  it('keeps a paragraph sign with its number and a line of "§" alone where nothing else fits', () => {
    const pdf = doc();
    const width = pdf.font('Times-Roman').fontSize(12).widthOfString('See the complaint at ¶') + 1;
    expect(typeset(pdf, plain('See the complaint at ¶ 12.'), { size: 12, width }).map(lineText)).toEqual(['See the complaint at', '¶ 12.']);
    expect(typeset(pdf, plain('§ 430.10'), { size: 12, width: 5 }).map(lineText)[0]).toBe('§');
  });

  it('measures the carried line so that it is never wider than the column', () => {
    const pdf = doc();
    const width = pdf.font('Times-Roman').fontSize(12).widthOfString('under Code §') + 1;
    for (const line of typeset(pdf, plain('under Code § 30.021 and Code § 30.022 and more words here'), { size: 12, width })) {
      expect(line.width).toBeLessThanOrEqual(width + 0.01);
    }
  });
});
