import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineTooLong, MAX_LINE_BYTES, readLines, type ReadLinesOptions } from './read-lines';

async function collect(file: string, position?: { bytesRead: number }): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of readLines(file, position)) lines.push(line);
  return lines;
}

describe('readLines', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'read-lines-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('splits on LF and CRLF, keeps blank lines and a last line without a newline, and decodes UTF-8', async () => {
    const file = path.join(dir, 'lines.txt');
    await writeFile(file, 'first\r\n\n§ 1983 “quoted”\nlast');
    expect(await collect(file)).toEqual(['first', '', '§ 1983 “quoted”', 'last']);
  });

  it('gunzips a .gz file, with lines longer than a read chunk and characters split across chunks, following the bytes read', async () => {
    const long = '“é”'.repeat(100_000);
    const file = path.join(dir, 'lines.jsonl.gz');
    const compressed = gzipSync(`${long}\nshort\n`);
    await writeFile(file, compressed);
    const position = { bytesRead: 0 };
    expect(await collect(file, position)).toEqual([long, 'short']);
    expect(position.bytesRead).toBe(compressed.length);
  });

  it('ends with an error for a missing file or a corrupt archive', async () => {
    await expect(collect(path.join(dir, 'absent.txt'))).rejects.toThrow(/ENOENT/);
    const corrupt = path.join(dir, 'corrupt.gz');
    await writeFile(corrupt, 'not gzip at all');
    await expect(collect(corrupt)).rejects.toThrow();
  });
});

describe('readLines from an offset', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'read-lines-from-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('carries on after the line whose end it reported, in a plain and in a gzipped file', async () => {
    const text = 'one\r\n\n“two”\nthree\nfour';
    for (const [name, content] of [['plain.jsonl', text], ['packed.jsonl.gz', gzipSync(text)]] as const) {
      const file = path.join(dir, name);
      await writeFile(file, content);
      const position = { bytesRead: 0, lineEnd: 0 };
      const ends: number[] = [];
      for await (const _line of readLines(file, position)) ends.push(position.lineEnd);
      expect(ends, name).toEqual([5, 6, 16, 22, 26]);
      const rest: string[] = [];
      for await (const line of readLines(file, position, ends[2])) rest.push(line);
      expect(rest, name).toEqual(['three', 'four']);
      expect(position.lineEnd, name).toBe(26);
    }
  });
});

describe('readLines and a line too long (issue #41)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'read-lines-long-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const readAll = async (file: string, from = 0, options: ReadLinesOptions = {}) => {
    const lines: string[] = [];
    for await (const line of readLines(file, undefined, from, options)) lines.push(line);
    return lines;
  };

  it('reads a line of exactly the limit, and refuses one byte more naming its line in the whole file', async () => {
    const file = path.join(dir, 'small.jsonl');
    await writeFile(file, `one\n${'x'.repeat(100)}\ntwo\n${'y'.repeat(101)}\nthree\n`);
    const error = await readAll(file, 0, { maxLineBytes: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LineTooLong);
    expect((error as LineTooLong).line).toBe(4);
    // Resumed after the first two lines, it still counts from the file's start.
    const resumed = await readAll(file, 4 + 101, { linesBefore: 2, maxLineBytes: 100 }).catch((e: unknown) => e);
    expect((resumed as LineTooLong).line).toBe(4);
    expect(await readAll(file, 0, { maxLineBytes: 101 })).toHaveLength(5);
  });

  it('refuses a line past 64 MB with a sentence naming it, holding no more than the limit of it', async () => {
    // 80 MB of one line after a short one, streamed through gzip so neither the test nor the disk holds it.
    const file = path.join(dir, 'long.jsonl.gz');
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    async function* content() {
      yield Buffer.from('{"id": 1}\n');
      for (let i = 0; i < 80; i++) yield megabyte;
      yield Buffer.from('\n');
    }
    await pipeline(Readable.from(content()), createGzip(), createWriteStream(file));
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    // Sampled while the line streams in (gunzip yields to timers between chunks).
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
    const lines: string[] = [];
    const error = await (async () => {
      for await (const line of readLines(file)) lines.push(line);
    })()
      .catch((e: unknown) => e)
      .finally(() => clearInterval(sampler));
    expect(lines).toEqual(['{"id": 1}']);
    expect(error).toBeInstanceOf(LineTooLong);
    expect((error as Error).message).toBe('Line 2 is longer than 64 MB, the longest line an import reads: a JSON Lines file holds one record a line.');
    expect(MAX_LINE_BYTES).toBe(64 * 1024 * 1024);
    expect(peak - before).toBeLessThan(MAX_LINE_BYTES + 16 * 1024 * 1024);
  });
});
