/** A gzipped CSV file written row by row, waiting for the disk when the compressor's buffer is full. */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/** A field as PostgreSQL's CSV export writes it: empty for null, otherwise quoted with quotes doubled (RFC 4180). */
const field = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;

export interface CsvGzWriter {
  row(values: ReadonlyArray<string | number | null>): Promise<void>;
  /** Finishes the file; resolves with its compressed size in bytes once it is on disk. */
  close(): Promise<number>;
}

export function createCsvGzWriter(file: string, header: readonly string[], level = 6): CsvGzWriter {
  const gzip = createGzip({ level });
  const out = createWriteStream(file);
  gzip.pipe(out);
  const closed = once(out, 'close');
  gzip.write(`${header.map(field).join(',')}\n`);
  return {
    async row(values) {
      if (!gzip.write(`${values.map(field).join(',')}\n`)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await closed;
      return out.bytesWritten;
    },
  };
}
