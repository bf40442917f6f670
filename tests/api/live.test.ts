import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveHub, type LiveHub } from '../../src/server/features/live/hub';
import { openLiveChannel } from '../../src/client/lib/live-channel';
import type { LiveEvent } from '../../src/shared/api/live';
import { buildTestApp, type TestApp } from '../support/app';

describe('the live channel', () => {
  let t: TestApp;
  let hub: LiveHub;
  let baseUrl: string;

  beforeEach(async () => {
    hub = createLiveHub();
    t = await buildTestApp({ deps: { liveHub: hub } });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => t.close());

  it('streams published events to a connected client as server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/live`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain(': connected');

    hub.publish({ kind: 'public' }, 'notice', { text: 'hello' });
    const { value } = await reader.read();
    expect(value).toBe('id: 1\nevent: notice\ndata: {"text":"hello"}\n\n');
    controller.abort();
  });

  it('does not send one user’s events to anonymous listeners', async () => {
    hub.publish({ kind: 'user', userId: 'someone' }, 'balance', { tokens: 5 });
    hub.publish({ kind: 'public' }, 'notice', { n: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/live/poll?after=0&timeoutMs=5000' });
    expect(res.json().events).toEqual([{ id: 2, kind: 'notice', data: { n: 1 } }]);
  });

  it('answers a long poll as soon as an event arrives', async () => {
    setTimeout(() => hub.publish({ kind: 'public' }, 'notice', { late: true }), 100);
    const started = Date.now();
    const res = await fetch(`${baseUrl}/api/live/poll?after=0&timeoutMs=30000`);
    expect(await res.json()).toEqual({ events: [{ id: 1, kind: 'notice', data: { late: true } }] });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a long-poll timeout outside 5–30 s', async () => {
    for (const timeoutMs of [1000, 60_000]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/live/poll?timeoutMs=${timeoutMs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid-argument');
    }
  });

  it('delivers events to the client library over real HTTP, replaying what it missed', async () => {
    hub.publish({ kind: 'public' }, 'notice', { before: true });
    const received: LiveEvent[] = [];
    const close = openLiveChannel({
      fetch: (input, init) => fetch(new URL(String(input), baseUrl), init),
      onEvent: (event) => received.push(event),
    });
    await expect.poll(() => received.length).toBe(1);
    hub.publish({ kind: 'public' }, 'notice', { after: true });
    await expect.poll(() => received.map((e) => e.data)).toEqual([{ before: true }, { after: true }]);
    close();
  });
});
