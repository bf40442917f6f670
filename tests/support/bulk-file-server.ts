import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BulkFileServer {
  url: (name: string) => string;
  /** The Range header of each request, '' when none was sent. */
  ranges: string[];
  /** Lets a stalled response finish. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server (127.0.0.1) serving `files` by name, with Range support. With `stallAfter`, a request that
 * starts at byte 0 sends that many bytes and then waits for `release()`: a download caught mid-way.
 */
export async function startBulkFileServer(files: Record<string, Buffer>, options: { stallAfter?: number } = {}): Promise<BulkFileServer> {
  const ranges: string[] = [];
  const waiting = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    const body = files[name];
    ranges.push(request.headers.range ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    if (start >= body.length && range) {
      response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    const part = body.subarray(start);
    response.writeHead(range ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(part.length),
      ...(range ? { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
    });
    if (options.stallAfter === undefined || start > 0) {
      response.end(part);
      return;
    }
    response.write(part.subarray(0, options.stallAfter));
    const finish = () => response.end(part.subarray(options.stallAfter));
    waiting.add(finish);
    response.on('close', () => waiting.delete(finish));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${encodeURIComponent(name)}`,
    ranges,
    release() {
      for (const finish of waiting) finish();
      waiting.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
