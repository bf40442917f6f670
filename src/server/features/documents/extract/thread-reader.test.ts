import { describe, expect, it } from 'vitest';
import { inflatingPdf, manyPagePdf } from '../../../../../tests/support/hostile-files';
import { AppError } from '../../../http/errors';
import { createThreadReader, ReadingCancelled } from './thread-reader';

/** The reading thread's limits: each stops the thread and answers with a sentence; the test process lives on. */
describe('createThreadReader', () => {
  it('reads files on a thread it keeps for the next file, and a refused file leaves the thread fit for the next', async () => {
    const reader = createThreadReader();
    const extracted = await reader.read(Buffer.from('One paragraph.\n\nAnother.'), 'txt');
    expect(extracted.blocks.map((block) => block.text)).toEqual(['One paragraph.', 'Another.']);
    await expect(reader.read(Buffer.from('%PDF-1.7\nnot a PDF body'), 'pdf')).rejects.toThrow(/^This file could not be read: .+/);
    const started = performance.now();
    expect((await reader.read(Buffer.from('Third.'), 'txt')).blocks).toHaveLength(1);
    // The kept thread answers without starting again (under tsx a new thread takes a second or more).
    expect(performance.now() - started).toBeLessThan(500);
    await reader.close();
  }, 60_000);

  it('stops a file that takes longer than its time limit', async () => {
    const reading = createThreadReader({ heapMb: 512, memoryMb: 1024, timeoutMs: 1000, concurrency: 1 }).read(manyPagePdf(1_900), 'pdf');
    await expect(reading).rejects.toThrow(new AppError('invalid-argument', 'This file could not be read: it took longer than 1 second to read.'));
  }, 60_000);

  it('stops a file whose reading runs past its heap, and says so', async () => {
    const paragraphs = Buffer.from('word\n\n'.repeat(3_000_000));
    const reading = createThreadReader({ heapMb: 64, memoryMb: 1024, timeoutMs: 60_000, concurrency: 1 }).read(paragraphs, 'txt');
    await expect(reading).rejects.toThrow('This file could not be read: it expands past 64 MB in memory.');
  }, 60_000);

  it('stops a file whose buffers outside the heap grow past its memory limit, which the heap limit never sees', async () => {
    // 512 MB of decoded content stream: under a 512 MB heap limit, since pdf.js keeps it in a Uint8Array.
    const reading = createThreadReader({ heapMb: 512, memoryMb: 128, timeoutMs: 60_000, concurrency: 1 }).read(await inflatingPdf(512), 'pdf');
    await expect(reading).rejects.toThrow(new AppError('invalid-argument', 'This file could not be read: it expands past 128 MB in memory.'));
  }, 60_000);

  it('stops reading when its request is gone', async () => {
    const controller = new AbortController();
    const reading = createThreadReader().read(manyPagePdf(1_900), 'pdf', controller.signal);
    setTimeout(() => controller.abort(), 300);
    const started = performance.now();
    await expect(reading).rejects.toBeInstanceOf(ReadingCancelled);
    expect(performance.now() - started).toBeLessThan(2_000);
  }, 60_000);
});
