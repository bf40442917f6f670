import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

const NEWLINE = 0x0a;

/**
 * The lines of a file, streamed; a path ending in '.gz' is gunzipped on the way. Reading waits while the caller
 * works on a line, so memory holds one chunk and the line being assembled, however far behind the caller falls
 * (readline's iterator instead buffers up to a thousand lines, tens of megabytes of opinions, before it pauses).
 * `position.bytesRead`, when given, follows how many bytes of the file (compressed, if it is) have been read.
 */
export async function* readLines(path: string, position?: { bytesRead: number }): AsyncGenerator<string> {
  const file = createReadStream(path);
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  // A missing file or a corrupt archive ends the iteration with its error instead of hanging it.
  if (input !== file) file.on('error', (error) => input.destroy(error));
  let partial: Buffer[] = [];
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      if (position) position.bytesRead = file.bytesRead;
      let start = 0;
      // UTF-8 never uses the newline byte inside a multi-byte character, so lines split on bytes before decoding.
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        partial.push(chunk.subarray(start, end));
        yield withoutCarriageReturn(Buffer.concat(partial).toString('utf8'));
        partial = [];
        start = end + 1;
      }
      if (start < chunk.length) partial.push(chunk.subarray(start));
    }
    if (partial.length > 0) yield withoutCarriageReturn(Buffer.concat(partial).toString('utf8'));
  } finally {
    file.destroy();
    if (input !== file) input.destroy();
  }
}

const withoutCarriageReturn = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
