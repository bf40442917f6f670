import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { checkExpandedSize, readZipDirectory } from './zip-directory';

async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readZipDirectory and checkExpandedSize', () => {
  it('lists the parts from the central directory', async () => {
    const entries = readZipDirectory(await zipOf({ 'word/document.xml': '<w:document/>', 'a.txt': 'x' }), 10);
    expect(entries?.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([['word/document.xml', 13], ['a.txt', 1]]);
    expect(readZipDirectory(Buffer.from('PK\u0003\u0004not a zip'), 10)).toBeNull();
  });

  it('refuses an archive of more parts than the limit before listing them', async () => {
    const bytes = await zipOf(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`part${i}.xml`, 'x'])));
    expect(() => readZipDirectory(bytes, 10)).toThrow('it is an archive of more than 10 parts.');
  });

  it('refuses expansion past the limit, also when the directory understates the sizes', async () => {
    const bytes = await zipOf({ 'word/document.xml': Buffer.alloc(3 * 1024 * 1024, 'a') });
    const entries = readZipDirectory(bytes, 10)!;
    expect(() => checkExpandedSize(bytes, entries, 2 * 1024 * 1024)).toThrow('it expands past 2 MB.');
    const understated = entries.map((entry) => ({ ...entry, uncompressedSize: 100 }));
    expect(() => checkExpandedSize(bytes, understated, 2 * 1024 * 1024)).toThrow('it expands past 2 MB.');
    expect(() => checkExpandedSize(bytes, entries, 4 * 1024 * 1024)).not.toThrow();
  });
});
