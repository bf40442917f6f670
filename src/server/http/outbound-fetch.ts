import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ErrorCode } from '../../shared/errors';
import { AppError } from './errors';
import { checkOutboundUrl, guardedLookup } from './outbound-address';

const MAX_REDIRECTS = 5;
/** More than any discovery document, key set or token response; a provider cannot make the server hold more. */
const DEFAULT_MAX_BYTES = 1_048_576;

export type GuardedFetch = (input: string | URL, init?: { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams; signal?: AbortSignal | null }) => Promise<Response>;

type GuardedRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal | null;
  allowPrivate: boolean;
  /** The code of the error when the address redirects more than five times: whose input the address was. */
  tooManyRedirects: ErrorCode;
};

function send(url: URL, init: GuardedRequest): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, lookup: guardedLookup(init.allowPrivate), signal: init.signal ?? undefined }, resolve);
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * One request to an address a user or firm owner typed: every hop's address is checked and the socket connects only
 * to the address checked; redirects of a GET are followed by hand so each is checked too (other methods are not
 * redirected). Load case law's downloads and the identity providers' requests both go through it.
 */
export async function guardedRequest(url: URL, init: GuardedRequest): Promise<IncomingMessage> {
  let current = url;
  const follows = (init.method ?? 'GET').toUpperCase() === 'GET';
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await checkOutboundUrl(current, init.allowPrivate);
    const response = await send(current, init);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!(follows && status >= 300 && status < 400 && location)) return response;
    response.resume();
    current = new URL(location, current);
  }
  throw new AppError(init.tooManyRedirects, 'The address redirects too many times.');
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new AppError('failed-precondition', `The answer is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A `fetch` through `guardedRequest` whose answer is read up to `maxBytes`. */
export function createGuardedFetch({ allowPrivate, maxBytes = DEFAULT_MAX_BYTES }: { allowPrivate: boolean; maxBytes?: number }): GuardedFetch {
  return async (input, init) => {
    const response = await guardedRequest(new URL(input), {
      method: init?.method,
      headers: init?.headers,
      body: init?.body === undefined ? undefined : String(init.body),
      signal: init?.signal,
      allowPrivate,
      tooManyRedirects: 'failed-precondition',
    });
    const status = response.statusCode ?? 0;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = await readBody(response, maxBytes);
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(body), { status, statusText: response.statusMessage, headers });
  };
}
