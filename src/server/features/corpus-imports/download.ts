import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '../../http/errors';

/** Addresses a server-side download must not reach unless the operator allows it: this host and private networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a URL that is not http(s) or whose host resolves to a private or loopback address. */
export async function checkDownloadUrl(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid-argument', 'Only http and https addresses can be downloaded.');
  }
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new AppError('invalid-argument', `The host ${host} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new AppError('invalid-argument', `${host} is a private or local address, which this server does not download from.`);
  }
}

export type DownloadProgress = { bytes: number; total: number | null };

const MAX_REDIRECTS = 5;

/** Follows redirects by hand so each hop's address is checked too. */
async function request(url: URL, headers: Record<string, string>, options: DownloadOptions): Promise<Response> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await checkDownloadUrl(current, options.allowPrivate);
    const response = await fetch(current, { headers, redirect: 'manual', signal: options.signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current);
      continue;
    }
    return response;
  }
  throw new AppError('invalid-argument', 'The address redirects too many times.');
}

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
  const response = await request(new URL(options.url), have > 0 ? { range: `bytes=${have}-` } : {}, options);
  let bytes = have;
  let total: number | null = null;
  if (response.status === 416 && have > 0) {
    // The partial file is already whole.
    await response.body?.cancel();
    total = have;
  } else {
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      throw new AppError('failed-precondition', `The server answered ${response.status} ${response.statusText} for ${options.url}.`);
    }
    const resumed = response.status === 206;
    if (!resumed) bytes = 0;
    const rangeTotal = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
    const length = Number(response.headers.get('content-length') ?? NaN);
    total = rangeTotal ? Number(rangeTotal) : Number.isFinite(length) ? bytes + length : null;
    options.onProgress?.({ bytes, total });
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        options.onProgress?.({ bytes, total });
        done(null, chunk);
      },
    });
    if (!response.body) throw new AppError('failed-precondition', `The server sent no file for ${options.url}.`);
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      count,
      createWriteStream(options.target, { flags: resumed ? 'a' : 'w' }),
      { signal: options.signal },
    );
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
