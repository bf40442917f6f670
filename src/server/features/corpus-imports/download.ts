import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * Connects only to addresses that passed the check: the lookup the socket uses is the one checked, so a name that
 * resolves differently a second time (DNS rebinding) cannot slip through.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address)))) {
        return callback(new AppError('invalid-argument', `${hostname} is a private or local address, which this server does not download from.`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function get(url: URL, headers: Record<string, string>, options: DownloadOptions): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = send(url, { headers, lookup: guardedLookup(options.allowPrivate), signal: options.signal }, resolve);
    request.on('error', reject);
  });
}

/** Follows redirects by hand so each hop's address is checked too. */
async function request(url: URL, headers: Record<string, string>, options: DownloadOptions): Promise<IncomingMessage> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await checkDownloadUrl(current, options.allowPrivate);
    const response = await get(current, headers, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
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
