import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { detectCsvDialect, parseCsv } from './csv';

/** One row of a bulk file, by column name; columns the file lacks are absent. */
export type BulkRow = ReadonlyMap<string, string>;

/**
 * A row read through its file's header: the fields stay in their array and a column is found by its index, instead
 * of a map built per row (a dockets row has 46 columns, of which the importer reads three, over millions of rows).
 */
class HeaderRow implements ReadonlyMap<string, string> {
  constructor(
    private readonly columns: ReadonlyMap<string, number>,
    private readonly fields: readonly string[],
  ) {}

  get size() {
    return this.columns.size;
  }

  get(column: string): string | undefined {
    const index = this.columns.get(column);
    return index === undefined ? undefined : (this.fields[index] ?? '');
  }

  has(column: string): boolean {
    return this.columns.has(column);
  }

  forEach(callback: (value: string, column: string, row: ReadonlyMap<string, string>) => void): void {
    this.asMap().forEach((value, column) => callback(value, column, this));
  }

  entries(): MapIterator<[string, string]> {
    return this.asMap().entries();
  }

  keys(): MapIterator<string> {
    return this.columns.keys();
  }

  values(): MapIterator<string> {
    return this.asMap().values();
  }

  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  /** The whole row as a map, for what walks every column (the importer reads columns by name only). */
  private asMap(): Map<string, string> {
    return new Map([...this.columns].map(([column, index]) => [column, this.fields[index] ?? '']));
  }
}

/** How much of a file's start decides its quoting style; held once, then streamed on. */
const DIALECT_SAMPLE_CHARS = 1 << 20;

/** The decoded text of a file in chunks; '.gz' is gunzipped on the way. */
async function* textChunks(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input: Readable = /\.gz$/i.test(file) ? raw.pipe(createGunzip()) : raw;
  // A missing file or a corrupt archive ends the iteration with its error instead of hanging it.
  if (input !== raw) raw.on('error', (error) => input.destroy(error));
  input.setEncoding('utf8');
  try {
    for await (const chunk of input) yield chunk as string;
  } finally {
    raw.destroy();
    input.destroy();
  }
}

/** The chunks of a file with its quoting style read from its first megabyte. */
async function withDialect(file: string) {
  const chunks = textChunks(file);
  const head: string[] = [];
  let size = 0;
  let next = await chunks.next();
  while (!next.done) {
    head.push(next.value);
    size += next.value.length;
    if (size >= DIALECT_SAMPLE_CHARS) break;
    next = await chunks.next();
  }
  const dialect = detectCsvDialect(head.join(''));
  async function* all() {
    yield* head.splice(0);
    if (!next.done) yield* chunks;
  }
  return { dialect, chunks: all() };
}

/** A column a file must have, or a list of columns of which it must have at least one. */
export type RequiredColumn = string | readonly string[];

function missingColumns(header: readonly string[], required: readonly RequiredColumn[]): string[] {
  return required
    .map((column) => (typeof column === 'string' ? [column] : column))
    .filter((anyOf) => !anyOf.some((column) => header.includes(column)))
    .map((anyOf) => anyOf.map((column) => `'${column}'`).join(' or '));
}

/**
 * The rows of a CourtListener bulk CSV file, read by the column names of its header (unknown columns are ignored).
 * Fails with the file and column named when a `required` column is missing.
 */
export async function* readBulkRows(file: string, required: readonly RequiredColumn[]): AsyncGenerator<BulkRow> {
  const name = path.basename(file);
  const { dialect, chunks } = await withDialect(file);
  const records = parseCsv(chunks, dialect);
  const read = async () => {
    try {
      return await records.next();
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  try {
    const first = await read();
    if (first.done) throw new Error(`${name} is empty (a bulk file starts with a header row)`);
    const header = first.value.map((column, index) => (index === 0 ? column.replace(/^\uFEFF/, '') : column).trim());
    const missing = missingColumns(header, required);
    if (missing.length > 0) {
      throw new Error(`${name} has no ${missing.join(', no ')} column (its columns: ${header.join(', ')})`);
    }
    // A repeated column name reads its last field, as a map built from the header did.
    const columns = new Map(header.map((column, index) => [column, index]));
    for (let next = await read(); !next.done; next = await read()) yield new HeaderRow(columns, next.value);
  } finally {
    await records.return(undefined);
  }
}

/** A field's trimmed value, or null when it is empty or the column is absent (PostgreSQL writes NULL as empty). */
export function valueOf(row: BulkRow, column: string): string | null {
  const value = row.get(column)?.trim();
  return value ? value : null;
}

/** A field holding a whole number (CourtListener ids), or null. */
export function idOf(row: BulkRow, column: string): number | null {
  const value = valueOf(row, column);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
