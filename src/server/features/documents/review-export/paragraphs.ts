import type { DocumentBlock } from '../../../../shared/api/documents';
import { decodeXml, scanElements, type XmlElement } from './xml-scan';

/** A paragraph of the document's body (tables' cells included, text boxes' paragraphs not), with its text. */
export interface BodyParagraph extends XmlElement {
  text: string;
}

/** Letters and digits only, lower case: how a paragraph and the block read from it are compared. */
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The body's paragraphs in reading order, each with the text a reader sees (deleted text and field codes left out). */
export function bodyParagraphs(documentXml: string): BodyParagraph[] {
  const elements = scanElements(documentXml);
  const paragraphs = elements.filter((element) => element.name === 'w:p' && element.parents.includes('w:body') && !element.parents.includes('w:p'));
  let cursor = 0;
  return paragraphs.map((paragraph) => {
    let text = '';
    while (cursor < elements.length && elements[cursor]!.start < paragraph.end) {
      const element = elements[cursor++]!;
      if (element.start < paragraph.start) continue;
      // Text in a text box inside the paragraph is a paragraph of its own: not this one's.
      const nested = element.parents.lastIndexOf('w:p') > paragraph.parents.length;
      if (nested) continue;
      if (element.name === 'w:t') text += decodeXml(documentXml.slice(element.innerStart, element.innerEnd));
      else if (element.name === 'w:tab') text += '\t';
      else if (element.name === 'w:br' || element.name === 'w:cr') text += ' ';
      else if (element.name === 'w:noBreakHyphen') text += '-';
    }
    return { ...paragraph, text };
  });
}

/** How far ahead of the last match a block's paragraph is looked for (paragraphs the reader skipped: empty, images). */
const LOOKAHEAD = 40;

/**
 * The paragraph each block was read from (an index into `paragraphs`), or null when it is not found: blocks are read
 * in order from the same file, so each is looked for after the previous one's paragraph. A block's text is the
 * paragraph's with a typed number split off, so a paragraph matches when it ends with the block's letters and digits.
 */
export function alignBlocks(blocks: DocumentBlock[], paragraphs: BodyParagraph[]): (number | null)[] {
  const texts = paragraphs.map((paragraph) => comparable(paragraph.text));
  let next = 0;
  return blocks.map((block) => {
    const wanted = comparable(block.text);
    const numbered = comparable(`${block.number ?? ''}${block.text}`);
    if (!wanted) return null;
    for (let i = next; i < Math.min(paragraphs.length, next + LOOKAHEAD); i++) {
      const text = texts[i]!;
      if (text === wanted || text === numbered || (text.endsWith(wanted) && text.length - wanted.length <= 12)) {
        next = i + 1;
        return i;
      }
    }
    return null;
  });
}
