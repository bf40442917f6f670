import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/api/live';
import { openLiveChannel, parseSseBlock, type LiveStatus } from './live-channel';

describe('parseSseBlock', () => {
  it('reads id, event and data', () => {
    expect(parseSseBlock('id: 7\nevent: balance\ndata: {"tokens":42}')).toEqual({
      id: 7,
      kind: 'balance',
      data: { tokens: 42 },
    });
  });

  it('ignores comments and blocks without an id or data', () => {
    expect(parseSseBlock(': heartbeat')).toBeNull();
    expect(parseSseBlock('event: x\ndata: {}')).toBeNull();
    expect(parseSseBlock('id: 1\nevent: x')).toBeNull();
  });
});

describe('openLiveChannel', () => {
  it('reconnects a failing stream with backoff, then falls back to long polling', async () => {
    const sleeps: number[] = [];
    const urls: string[] = [];
    const statuses: LiveStatus[] = [];
    const received: LiveEvent[] = [];
    let close = () => {};

    const fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/live?')) return new Response('proxy buffering', { status: 502 });
      close();
      return Response.json({ events: [{ id: 3, kind: 'notice', data: { via: 'poll' } }] });
    };

    await new Promise<void>((resolve) => {
      close = openLiveChannel({
        fetch: fetch as typeof globalThis.fetch,
        onEvent: (event) => received.push(event),
        onStatus: (status) => {
          statuses.push(status);
          if (status === 'closed') resolve();
        },
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      });
    });

    expect(urls.slice(0, 3)).toEqual(['/api/live?after=0', '/api/live?after=0', '/api/live?after=0']);
    expect(sleeps).toEqual([1000, 1500]);
    expect(urls[3]).toBe('/api/live/poll?after=0&timeoutMs=30000');
    expect(statuses).toContain('polling');
    expect(received).toEqual([{ id: 3, kind: 'notice', data: { via: 'poll' } }]);
  });

  it('keeps the poll timeout within 5–30 s', async () => {
    const urls: string[] = [];
    await new Promise<void>((resolve) => {
      const close = openLiveChannel({
        fetch: (async (input: RequestInfo | URL) => {
          urls.push(String(input));
          close();
          return Response.json({ events: [] });
        }) as typeof globalThis.fetch,
        onEvent: () => {},
        onStatus: (status) => status === 'closed' && resolve(),
        fallbackAfterFailures: 0,
        pollTimeoutMs: 1000,
      });
    });
    expect(urls[0]).toBe('/api/live/poll?after=0&timeoutMs=5000');
  });
});
