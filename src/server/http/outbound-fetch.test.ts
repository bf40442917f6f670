import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './outbound-fetch';

describe('the guarded fetch firms’ identity providers are reached with', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/moved') return void response.writeHead(302, { location: '/doc' }).end();
      if (request.url === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (request.url === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
      if (request.url === '/big') return void response.end('x'.repeat(2_000));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ method: request.method, path: request.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never connects to this host unless the operator allows private addresses', async () => {
    await expect(createGuardedFetch({ allowPrivate: false })(`${base}/doc`)).rejects.toThrow(/private or local address/);
    await expect(createGuardedFetch({ allowPrivate: false })(`http://[::127.0.0.1]:${new URL(base).port}/doc`)).rejects.toThrow(/private or local address/);
    await expect(createGuardedFetch({ allowPrivate: false })('file:///etc/passwd')).rejects.toThrow(/http and https/);
  });

  it('follows a GET’s redirects (each one checked) but not a POST’s, and reads at most maxBytes', async () => {
    const fetch = createGuardedFetch({ allowPrivate: true, maxBytes: 1_000 });
    expect(await (await fetch(`${base}/moved`)).json()).toEqual({ method: 'GET', path: '/doc' });
    expect((await fetch(`${base}/moved`, { method: 'POST', body: 'a=1' })).status).toBe(302);
    await expect(fetch(`${base}/big`)).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('checks the address a redirect names before following it, and stops after five', async () => {
    // The first hop is allowed (the operator's setting for intranet providers); the hop it redirects to is not.
    const fetch = createGuardedFetch({ allowPrivate: true });
    await expect(fetch(`${base}/to-file`)).rejects.toThrow('Only http and https addresses can be reached.');
    await expect(fetch(`${base}/loop`)).rejects.toThrow('The address redirects too many times.');
  });
});
