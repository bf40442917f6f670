import type { DocumentBlock } from './blocks';

/** A block as an extractor finds it, before paragraph numbers are counted through the whole document. */
export interface BlockDraft {
  page: number;
  kind: DocumentBlock['kind'];
  number: string | null;
  text: string;
}

/**
 * A clause or paragraph number written at the start of a line: "1.", "2.3", "2.3.1.", "1)", "(1)", "(a)", "(iv)",
 * "A.", "IV.". A bare number without a dot or bracket ("2026 was…") is not one.
 */
const NUMBER_PREFIX = /^((?:\d{1,3}(?:\.\d{1,3})+\.?)|(?:\d{1,3}[.)])|(?:\(\d{1,3}\))|(?:\([a-z]{1,4}\))|(?:\([A-Z]\))|(?:[a-zA-Z][.)])|(?:[IVXLC]{1,6}\.))\s+(?=\S)/;

/** Splits a written number off the start of a line: { number: '2.3', text: 'Term. …' }, or number null. */
export function splitNumber(line: string): { number: string | null; text: string } {
  const trimmed = line.trim();
  const match = NUMBER_PREFIX.exec(trimmed);
  if (!match) return { number: null, text: trimmed };
  return { number: match[1]!, text: trimmed.slice(match[0].length) };
}

/** Whitespace runs collapsed to one space, as every block's text is kept. */
export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Words as a reader counts them: runs of letters or digits, apostrophes and hyphens inside a word included. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Drops empty blocks and numbers the rest from 1 through the whole document, in reading order. */
export function numberBlocks(drafts: BlockDraft[]): DocumentBlock[] {
  return drafts
    .map((draft) => ({ ...draft, text: normaliseSpace(draft.text) }))
    .filter((draft) => draft.text.length > 0)
    .map((draft, index) => ({ page: draft.page, paragraph: index + 1, kind: draft.kind, number: draft.number, text: draft.text }));
}

const BULLET = /^[-*+•]\s+(?=\S)/;
const MARKDOWN_HEADING = /^#{1,6}\s+(?=\S)/;

/**
 * Plain text and Markdown as blocks: a form feed starts a new page; blank lines end a paragraph; a line that starts
 * with a number or a bullet is a list item of its own; in Markdown a line starting with '#' is a heading.
 */
export function textToBlocks(text: string, options: { markdown: boolean }): { blocks: BlockDraft[]; pageCount: number } {
  const pages = text.replace(/\r\n?/g, '\n').split('\f');
  // A form feed that ends the file closes the last page; it does not open an empty one.
  while (pages.length > 1 && pages.at(-1)!.trim() === '') pages.pop();
  const blocks: BlockDraft[] = [];
  pages.forEach((pageText, index) => {
    const page = index + 1;
    let paragraph: string[] = [];
    // A wrapped line continues the list item just above it, unless a blank line came between them.
    let openItem: BlockDraft | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ page, kind: 'paragraph', number: null, text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const rawLine of pageText.split('\n')) {
      const line = rawLine.trim();
      if (line === '') {
        flush();
        openItem = null;
        continue;
      }
      if (options.markdown && MARKDOWN_HEADING.test(line)) {
        flush();
        openItem = null;
        const { number, text: rest } = splitNumber(line.replace(MARKDOWN_HEADING, '').replace(/\s+#+$/, ''));
        blocks.push({ page, kind: 'heading', number, text: rest });
        continue;
      }
      const numbered = splitNumber(line);
      if (numbered.number !== null || BULLET.test(line)) {
        flush();
        openItem = { page, kind: 'list-item', number: numbered.number, text: numbered.number !== null ? numbered.text : line.replace(BULLET, '') };
        blocks.push(openItem);
        continue;
      }
      if (openItem) openItem.text += ` ${line}`;
      else paragraph.push(line);
    }
    flush();
  });
  return { blocks, pageCount: pages.length };
}
