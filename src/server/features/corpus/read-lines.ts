import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';

const NEWLINE = 0x0a;

/** The longest line read (issue #41: a 1.2 GB line took 3.9 GB of memory); longer ones end the read with LineTooLong. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** A line past the limit: the read stops there, having held at most the limit of it. */
export class LineTooLong extends Error {
  constructor(
    readonly line: number,
    maxBytes: number,
  ) {
    super(`Line ${line.toLocaleString('en-US')} is longer than ${maxBytes / 1024 / 1024} MB, the longest line an import reads: a JSON Lines file holds one record a line.`);
  }
}

export interface ReadLinesOptions {
  /** Lines before `from`, so an error names the line's number in the whole file. */
  linesBefore?: number;
  maxLineBytes?: number;
}

/** Where reading has got: `bytesRead` of the file as stored (compressed, if it is); `lineEnd`, past the last line. */
export type ReadPosition = { bytesRead: number; lineEnd?: number };

/** Drops the first `count` bytes that pass through: a gzip stream cannot seek, so it is read up to the offset. */
function skipBytes(count: number): Transform {
  let left = count;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (left >= chunk.length) {
        left -= chunk.length;
        return done();
      }
      const rest = chunk.subarray(left);
      left = 0;
      done(null, rest);
    },
  });
}

/**
 * The lines of a file, streamed; a path ending in '.gz' is gunzipped on the way. Reading waits while the caller
 * works on a line, so memory holds one chunk and the line being assembled, however far behind the caller falls
 * (readline's iterator instead buffers up to a thousand lines, tens of megabytes of opinions, before it pauses).
 * `position`, when given, follows how many bytes of the file have been read and, in `lineEnd`, the offset (in the
 * decompressed text) just past the last line yielded; `from` starts reading at such an offset, so a resumed import
 * carries on after the last line it committed. A line longer than `maxLineBytes` ends the reading with LineTooLong
 * as soon as that much of it has arrived.
 */
export async function* readLines(
  path: string,
  position?: ReadPosition,
  from = 0,
  { linesBefore = 0, maxLineBytes = MAX_LINE_BYTES }: ReadLinesOptions = {},
): AsyncGenerator<string> {
  const gzipped = path.endsWith('.gz');
  const file = createReadStream(path, gzipped ? {} : { start: from });
  const stages: Array<NodeJS.ReadableStream & { destroy(error?: Error): void }> = [file];
  if (gzipped) stages.push(createGunzip());
  if (gzipped && from > 0) stages.push(skipBytes(from));
  for (let i = 1; i < stages.length; i += 1) {
    const [previous, next] = [stages[i - 1]!, stages[i]!];
    previous.pipe(next as Transform);
    // A missing file or a corrupt archive ends the iteration with its error instead of hanging it.
    previous.on('error', (error: Error) => next.destroy(error));
  }
  const input = stages.at(-1)!;
  const skipped = gzipped ? 0 : from;
  let chunkStart = from;
  let partial: Buffer[] = [];
  let partialBytes = 0;
  let line = linesBefore + 1;
  const hold = (piece: Buffer) => {
    partialBytes += piece.length;
    if (partialBytes > maxLineBytes) throw new LineTooLong(line, maxLineBytes);
    partial.push(piece);
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      if (position) position.bytesRead = skipped + file.bytesRead;
      let start = 0;
      // UTF-8 never uses the newline byte inside a multi-byte character, so lines split on bytes before decoding.
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        hold(chunk.subarray(start, end));
        if (position) position.lineEnd = chunkStart + end + 1;
        const text = withoutCarriageReturn(Buffer.concat(partial).toString('utf8'));
        partial = [];
        partialBytes = 0;
        line += 1;
        start = end + 1;
        yield text;
      }
      if (start < chunk.length) hold(chunk.subarray(start));
      chunkStart += chunk.length;
    }
    if (partial.length > 0) {
      if (position) position.lineEnd = chunkStart;
      yield withoutCarriageReturn(Buffer.concat(partial).toString('utf8'));
    }
  } finally {
    for (const stage of stages) stage.destroy();
  }
}

const withoutCarriageReturn = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
