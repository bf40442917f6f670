import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** The lines of a file, streamed; a path ending in '.gz' is gunzipped on the way. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const file = createReadStream(path);
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input, crlfDelay: Infinity });
  // A missing file or a corrupt archive ends the iteration with its error instead of hanging it.
  const fail = (error: Error) => lines.emit('error', error);
  file.on('error', fail);
  if (input !== file) input.on('error', fail);
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
    file.destroy();
  }
}
