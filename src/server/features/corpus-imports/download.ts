import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/errors';
import { guardedRequest } from '../../http/outbound-fetch';

export type DownloadProgress = { bytes: number; total: number | null };

export interface DownloadOptions {
  url: string;
  target: string;
  allowPrivate: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Downloads `url` into `target`, continuing a partial file with an HTTP Range request (a server that ignores the
 * range sends the whole file, which replaces it). Returns the size and the file's SHA-256.
 */
export async function downloadFile(options: DownloadOptions): Promise<DownloadProgress & { sha256: string }> {
  const have = await stat(options.target).then((s) => s.size, () => 0);
  const response = await guardedRequest(new URL(options.url), {
    headers: have > 0 ? { range: `bytes=${have}-` } : {},
    signal: options.signal,
    allowPrivate: options.allowPrivate,
    tooManyRedirects: 'invalid-argument',
  });
  let bytes = have;
  let total: number | null = null;
  const status = response.statusCode ?? 0;
  if (status === 416 && have > 0) {
    // The partial file is already whole.
    response.resume();
    total = have;
  } else {
    if (status !== 200 && status !== 206) {
      response.resume();
      throw new AppError('failed-precondition', `The server answered ${status} ${response.statusMessage ?? ''} for ${options.url}.`);
    }
    const resumed = status === 206;
    if (!resumed) bytes = 0;
    const rangeTotal = /\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1];
    const length = Number(response.headers['content-length'] ?? NaN);
    total = rangeTotal ? Number(rangeTotal) : Number.isFinite(length) ? bytes + length : null;
    options.onProgress?.({ bytes, total });
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        options.onProgress?.({ bytes, total });
        done(null, chunk);
      },
    });
    await pipeline(response, count, createWriteStream(options.target, { flags: resumed ? 'a' : 'w' }), { signal: options.signal });
  }
  if (total !== null && bytes !== total) {
    throw new AppError('failed-precondition', `The download stopped at ${bytes} of ${total} bytes.`);
  }
  return { bytes, total: total ?? bytes, sha256: await sha256File(options.target) };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
