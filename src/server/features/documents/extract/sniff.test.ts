import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../../../shared/api/documents';
import { imageSize } from './image-size';
import { sniffFormat } from './sniff';

const PNG_HEADER = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

describe('sniffFormat', () => {
  it('judges by the bytes, and by the name only between plain text and Markdown', async () => {
    expect(await sniffFormat(Buffer.from('%PDF-1.7\n'), 'upload')).toBe('pdf');
    expect(await sniffFormat(PNG_HEADER(10, 10), 'scan.jpg')).toBe('image');
    expect(await sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'scan.jpeg')).toBe('image');
    expect(await sniffFormat(Buffer.from('# Title'), 'notes.md')).toBe('md');
    expect(await sniffFormat(Buffer.from('# Title'), 'notes.txt')).toBe('txt');
    expect(await sniffFormat(Buffer.from('Plain words'), 'README')).toBe('txt');
  });

  it('refuses what is not ours, and a name claiming another format', async () => {
    await expect(sniffFormat(Buffer.from('a,b\n1,2'), 'table.csv')).rejects.toThrow(DOCUMENT_MESSAGES.unsupported);
    await expect(sniffFormat(Buffer.from('{\\rtf1 hello}'), 'letter')).rejects.toThrow(DOCUMENT_MESSAGES.unsupported);
    await expect(sniffFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0x00]), 'old.doc')).rejects.toThrow(DOCUMENT_MESSAGES.unsupported);
    await expect(sniffFormat(Buffer.from('just text'), 'brief.pdf')).rejects.toThrow(DOCUMENT_MESSAGES.mislabelled('PDF', 'plain text'));
    await expect(sniffFormat(PNG_HEADER(10, 10), 'brief.docx')).rejects.toThrow(DOCUMENT_MESSAGES.mislabelled('DOCX', 'a PNG image'));
    await expect(sniffFormat(Buffer.alloc(0), 'empty.pdf')).rejects.toThrow(DOCUMENT_MESSAGES.empty);
  });
});

describe('imageSize', () => {
  it('reads a PNG header and a JPEG frame', () => {
    expect(imageSize(PNG_HEADER(1700, 520))).toEqual({ width: 1700, height: 520 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 800, height: 600 });
  });

  it('walks past fill bytes before a marker, as a decoder does, to the real frame size (issue #41)', () => {
    // APP0, then four 0xFF fill bytes before SOF0 of a 30,000 × 30,000 frame.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x75, 0x30, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 30_000, height: 30_000 });
  });

  it('takes no zero-sized image and no marker stream that breaks off', () => {
    expect(imageSize(PNG_HEADER(0, 10))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x00, 0x03, 0x20]))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0xc0]))).toBeNull();
  });
});
