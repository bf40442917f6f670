import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import { AppError } from '../../http/errors';

/**
 * What the file's first bytes say it is, whatever its name claims: opinions start with '{', an index or a bulk file
 * is text with tabs or commas; a gzip file is looked at inside.
 */
export function contentMatchesName(head: Buffer, name: string): boolean {
  let text = head;
  if (head[0] === 0x1f && head[1] === 0x8b) {
    if (!name.toLowerCase().endsWith('.gz')) return false;
    try {
      text = gunzipSync(head, { finishFlush: 2 /* Z_SYNC_FLUSH: the head is only the start of the stream */ });
    } catch {
      return false;
    }
  } else if (name.toLowerCase().endsWith('.gz')) {
    return false;
  }
  const start = text.subarray(0, 4096).toString('utf8');
  if (start.includes('\u0000')) return false;
  if (!/\.(tsv|csv)(\.gz)?$/i.test(name)) return start.trimStart().startsWith('{');
  // A header row of column names, not a JSON record or markup that happens to hold the delimiter.
  const firstLine = (start.split('\n')[0] ?? '').trimStart();
  if (/^[{[<]/.test(firstLine)) return false;
  return /\.tsv$/i.test(name.replace(/\.gz$/i, '')) ? firstLine.includes('\t') : firstLine.includes(',');
}

/**
 * Streams an upload to a file under `dir`, refusing it past `maxBytes` (413) or when its content is not the kind
 * its name says (400). Returns the file's path.
 */
export async function saveUpload(options: { body: Readable; dir: string; name: string; maxBytes: number }): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const file = path.join(options.dir, `${randomUUID()}-${options.name}`);
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) done(new AppError('invalid-argument', `The file is larger than the ${options.maxBytes}-byte upload limit.`, 413));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(options.body, limit, createWriteStream(file));
    if (size === 0) throw new AppError('invalid-argument', 'The uploaded file is empty.');
    const handle = await open(file);
    const head = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    await handle.close();
    if (!contentMatchesName(head.subarray(0, bytesRead), options.name)) {
      throw new AppError('invalid-argument', `The file's content is not what ${options.name} should hold (opinions as JSON Lines, a .tsv index or a CourtListener .csv).`);
    }
    return file;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
