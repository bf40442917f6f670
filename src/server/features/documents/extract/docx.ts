import { splitNumber } from '../../../../legal/documents/structure';
import type { BlockDraft } from '../../../../legal/documents/structure';
import { DOCUMENT_READING } from '../../../../shared/constants';
import type { Extracted } from './types';
import { checkExpandedSize, readZipDirectory } from './zip-directory';

/** Page breaks become <hr> in mammoth's HTML; everything else it writes is the document's own structure. */
const STYLE_MAP = ["br[type='page'] => hr"];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? whole));

/**
 * DOCX through mammoth's HTML, read as tokens (never rendered): headings, paragraphs (table cells' too) and list items.
 *
 * Pages: a DOCX has no fixed pages (Word lays them out when it opens the file), so a page here is what the file
 * itself marks: explicit page breaks, counted from page 1. A document without them is all page 1. Word's
 * "last rendered" break markers are not used: they describe one past layout on one machine.
 *
 * Numbers: a number typed at the start of a paragraph ("1.", "2.3", "(a)") is kept as written. Word's automatic
 * numbering is not in the text and mammoth keeps only the list's nesting, so those numbers are rebuilt from the
 * item's position: "1.", "2." at the top level and "1.1", "1.2" below (the decimal outline; a list formatted as
 * "(a)" in Word still reads as "1.1" here).
 */
export async function extractDocx(bytes: Buffer): Promise<Extracted> {
  // mammoth inflates every part it reads in full: the archive's expanded size is checked first (a zip bomb stops here).
  const entries = readZipDirectory(bytes, DOCUMENT_READING.maxDocxEntries);
  if (!entries) throw new Error('the archive is damaged.');
  checkExpandedSize(bytes, entries, DOCUMENT_READING.maxDocxExpandedBytes);
  const mammoth = (await import('mammoth')).default;
  let images = 0;
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    {
      styleMap: STYLE_MAP,
      // Images are not read: counted for the problem list, never inlined as data URLs (they can be megabytes).
      convertImage: mammoth.images.imgElement(async () => {
        images += 1;
        return { src: '' };
      }),
    },
  );
  const { blocks, pageCount } = htmlToBlocks(html);
  const problems = images > 0 ? [`${images === 1 ? 'An embedded image was' : `${images} embedded images were`} skipped: text inside images in a DOCX file is not read.`] : [];
  return { blocks, pageCount, ocr: [], problems };
}

/** Blocks from mammoth's small HTML vocabulary (h1–h6, p, ol, ul, li, table cells, inline tags, hr for page breaks). */
export function htmlToBlocks(html: string): { blocks: BlockDraft[]; pageCount: number } {
  const blocks: BlockDraft[] = [];
  // Held in an object: the helpers below change it, which a plain `let` would hide from the type checker's narrowing.
  const at: { page: number; block: BlockDraft | null } = { page: 1, block: null };
  /** One counter per open list: ordered lists count their items, bullet lists do not. */
  const lists: Array<{ ordered: boolean; count: number }> = [];
  const flush = () => {
    if (at.block && at.block.text.trim()) blocks.push(at.block);
    at.block = null;
  };
  const open = (kind: BlockDraft['kind'], number: string | null = null) => {
    flush();
    at.block = { page: at.page, kind, number, text: '' };
  };
  const emptyItemOpen = () => at.block?.kind === 'list-item' && !at.block.text.trim();
  for (const [, closing, tag, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      if (!at.block) open('paragraph');
      at.block!.text += decode(text);
      continue;
    }
    const name = tag!.toLowerCase();
    if (name === 'hr') {
      at.page += 1;
      // A break before any text of the block moves the block itself to the new page.
      if (at.block && !at.block.text.trim()) at.block.page = at.page;
    } else if (name === 'br') {
      if (at.block) at.block.text += ' ';
    } else if (name === 'ol' || name === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (name === 'li' && !closing) {
      const list = lists.at(-1);
      if (list) list.count += 1;
      const ordered = lists.filter((l) => l.ordered);
      const number = list?.ordered ? ordered.map((l) => l.count).join('.') + (ordered.length === 1 ? '.' : '') : null;
      open('list-item', number);
    } else if (/^h[1-6]$/.test(name) && !closing) {
      open('heading');
    } else if (/^(p|td|th)$/.test(name) && !closing) {
      if (!emptyItemOpen()) open('paragraph');
    } else if (closing && /^(h[1-6]|p|li|td|th)$/.test(name)) {
      flush();
    }
  }
  flush();
  // A number typed into the text is the one the reader sees; it wins over the rebuilt list position.
  const numbered = blocks.map((block) => {
    const written = splitNumber(block.text);
    return written.number !== null ? { ...block, number: written.number, text: written.text } : block;
  });
  return { blocks: numbered, pageCount: at.page };
}
