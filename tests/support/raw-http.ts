import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Starts the app on a loopback port for requests whose path must reach the server exactly as written
 * (`app.inject` resolves `./` and `%2e` segments first, as browsers do; curl --path-as-is and attackers do not).
 */
export async function listenOnLoopback(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return function send(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; json?: unknown; headersOnly?: boolean } = {},
  ): Promise<RawResponse> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers };
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        if (options.headersOnly) {
          // A stream that stays open (server-sent events): its status line is the answer.
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: '' });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

export type RawSender = Awaited<ReturnType<typeof listenOnLoopback>>;
