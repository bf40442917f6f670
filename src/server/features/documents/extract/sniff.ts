import { DOCUMENT_MESSAGES, type DocumentFormat } from '../../../../shared/api/documents';
import { DOCUMENT_READING } from '../../../../shared/constants';
import { AppError } from '../../../http/errors';
import { ReadingLimitError } from './limits';
import { readZipDirectory } from './zip-directory';

/** What each format is called in the messages a user reads. */
const LABELS = { docx: 'DOCX', pdf: 'PDF', txt: 'plain text', md: 'Markdown', png: 'a PNG image', jpeg: 'a JPEG image' } as const;
type Sniffed = keyof typeof LABELS;

/** What a file's name claims it is, by its extension; null for a name without one of ours. */
const CLAIMS: Record<string, Sniffed> = {
  docx: 'docx', pdf: 'pdf', txt: 'txt', text: 'txt', md: 'md', markdown: 'md', png: 'png', jpg: 'jpeg', jpeg: 'jpeg',
};

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Text as the product takes it: valid UTF-8 without NUL bytes (UTF-16 and binary files are neither). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A ZIP archive holding word/document.xml, judged from its directory alone (nothing is inflated here). */
function isDocx(bytes: Buffer): boolean {
  try {
    return readZipDirectory(bytes, DOCUMENT_READING.maxDocxEntries)?.some((entry) => entry.name === 'word/document.xml') ?? false;
  } catch (error) {
    if (error instanceof ReadingLimitError) throw new AppError('invalid-argument', DOCUMENT_MESSAGES.unreadable(error.message));
    return false;
  }
}

/** What the bytes are, never what the name or the browser says; null when none of ours. */
async function contentOf(bytes: Buffer, claimed: Sniffed | null): Promise<Sniffed | null> {
  // A PDF header may sit anywhere in the first kilobyte (ISO 32000-1 §7.5.2, as readers accept it).
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, ZIP)) return isDocx(bytes) ? 'docx' : null;
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (!isText(bytes) || bytes.subarray(0, 6).toString('latin1') === '{\\rtf1') return null;
  // Text is plain text or Markdown only by the name: the bytes cannot tell them apart.
  return claimed === 'md' ? 'md' : 'txt';
}

const FORMAT: Record<Sniffed, DocumentFormat> = { docx: 'docx', pdf: 'pdf', txt: 'txt', md: 'md', png: 'image', jpeg: 'image' };
const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? null;

/**
 * The format of an upload judged by its content, refused with a sentence the user can act on when it is empty,
 * none of the formats the product reads, or not what its name claims (a PDF named brief.docx). A PNG named .jpg
 * is still an image and is taken.
 */
export async function sniffFormat(bytes: Buffer, fileName: string): Promise<DocumentFormat> {
  if (bytes.length === 0) throw new AppError('invalid-argument', DOCUMENT_MESSAGES.empty);
  const extension = extensionOf(fileName);
  const claimed = extension ? (CLAIMS[extension] ?? null) : null;
  const actual = await contentOf(bytes, claimed);
  if (actual === null) throw new AppError('invalid-argument', DOCUMENT_MESSAGES.unsupported);
  // Text under a name of another kind (notes.csv, page.html) is not a document format the product offers.
  if ((actual === 'txt' || actual === 'md') && extension !== null && claimed === null) {
    throw new AppError('invalid-argument', DOCUMENT_MESSAGES.unsupported);
  }
  if (claimed !== null && FORMAT[claimed] !== FORMAT[actual]) {
    throw new AppError('invalid-argument', DOCUMENT_MESSAGES.mislabelled(LABELS[claimed], LABELS[actual]));
  }
  return FORMAT[actual];
}

const MIME: Record<Sniffed, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The content type the original is sent back with; text always as text/plain, never as HTML or Markdown to render. */
export function contentTypeOf(format: DocumentFormat, bytes: Buffer): string {
  if (format === 'image') return startsWith(bytes, PNG) ? MIME.png : MIME.jpeg;
  return MIME[format === 'docx' ? 'docx' : format === 'pdf' ? 'pdf' : 'txt'];
}
