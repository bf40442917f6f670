import { authorizedFetch } from '../../../lib/authorized-fetch';

/** A POST whose answer streams (server-sent events), under the request helper's rules, like the chat's. */
export async function postForStream(path: string, body: unknown, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const headers = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  const res = await authorizedFetch(path, { method: 'POST', headers, body: JSON.stringify(body), signal });
  if (!res.body) throw new Error('The server answered without a stream.');
  return res.body;
}
