import { describe, expect, it } from 'vitest';
import { autocannonArgs, loadFromAutocannon } from './load';

describe('load from autocannon in its own process', () => {
  it('passes the connections, duration, headers and URL on its command line, asking for JSON', () => {
    const args = autocannonArgs({ url: 'http://127.0.0.1:3000/api/me', connections: 50, durationS: 10, headers: { authorization: 'Bearer a.b.c' } });
    expect(args).toEqual(['--json', '-c', '50', '-d', '10', '-H', 'authorization:Bearer a.b.c', 'http://127.0.0.1:3000/api/me']);
  });

  it('reads req/s over the measured duration, latency percentiles, and counts every kind of failure', () => {
    const json = JSON.stringify({
      requests: { total: 30_000, average: 2_900 },
      latency: { p50: 12, p99: 31 },
      duration: 10.5,
      errors: 1,
      timeouts: 2,
      non2xx: 3,
    });
    expect(loadFromAutocannon(json, 10)).toEqual({ perSecond: 30_000 / 10.5, p50: 12, p99: 31, total: 30_000, timeouts: 2, non2xx: 3, failed: 6 });
  });
});
