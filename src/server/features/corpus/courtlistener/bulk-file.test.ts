import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idOf, readBulkRows, valueOf, type RequiredColumn } from './bulk-file';

describe('readBulkRows', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bulk-file-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function rowsOf(name: string, content: string | Buffer, required: RequiredColumn[] = ['id']) {
    const file = path.join(dir, name);
    await writeFile(file, content);
    const rows: Array<Record<string, string>> = [];
    for await (const row of readBulkRows(file, required)) rows.push(Object.fromEntries(row));
    return rows;
  }

  it('reads rows by header name from a gzipped file, whatever the column order', async () => {
    const csv = '"cluster_id","id","reporter"\n"108713","1501","U.S."\n';
    expect(await rowsOf('citations.csv.gz', gzipSync(csv))).toEqual([{ cluster_id: '108713', id: '1501', reporter: 'U.S.' }]);
  });

  it('reads the backslash-escaped files CourtListener publishes since 2025', async () => {
    const csv = '"id","html"\n"1","<a href=\\"/opinion/1/\\">Roe, 410 U.S. 113</a>"\n';
    expect(await rowsOf('opinions.csv', csv)).toEqual([{ id: '1', html: '<a href="/opinion/1/">Roe, 410 U.S. 113</a>' }]);
  });

  it('names the file and the missing column, or the missing choice of columns', async () => {
    await expect(rowsOf('courts.csv', 'id,name\nscotus,Supreme Court\n', ['id', 'full_name'])).rejects.toThrow(
      "courts.csv has no 'full_name' column (its columns: id, name)",
    );
    await expect(rowsOf('opinions.csv', 'id,cluster_id\n1,2\n', ['cluster_id', ['plain_text', 'html']])).rejects.toThrow(
      "opinions.csv has no 'plain_text' or 'html' column",
    );
    await expect(rowsOf('dockets.csv', '')).rejects.toThrow('dockets.csv is empty');
  });

  it('reads empty fields as absent values and ids as numbers', async () => {
    const [row] = await rowsOf('dockets.csv', 'id,court_id,docket_number\n94508, scotus ,\n');
    const map = new Map(Object.entries(row!));
    expect([idOf(map, 'id'), valueOf(map, 'court_id'), valueOf(map, 'docket_number'), valueOf(map, 'absent')]).toEqual([
      94508,
      'scotus',
      null,
      null,
    ]);
  });
});
