import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLines } from './read-lines';

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
