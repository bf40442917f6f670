/**
 * HTTP load from autocannon in its own Node process (its command line with --json), so the load generator never
 * shares an event loop, a thread's CPU time or a heap with the server it measures, as a worker thread would share the
 * heap and the process.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const AUTOCANNON_CLI = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  timeouts: number;
  /** Replies with a status outside 2xx. */
  non2xx: number;
  /** Connection errors, timeouts and replies outside 2xx. */
  failed: number;
}

/** The arguments of autocannon's command line for these options. */
export function autocannonArgs({ url, connections, durationS, headers = {} }: LoadOptions): string[] {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}:${value}`]);
  return ['--json', '-c', String(connections), '-d', String(durationS), ...headerArgs, url];
}

/** The figures the benchmarks use from autocannon's JSON result. */
export function loadFromAutocannon(json: string, durationS: number): LoadResult {
  const result = JSON.parse(json) as {
    requests: { total: number };
    latency: { p50: number; p99: number };
    duration?: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    perSecond: result.requests.total / (result.duration || durationS),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs autocannon as a child process under plain Node and resolves with its figures once it exits. */
export function loadInOwnProcess(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [AUTOCANNON_CLI, ...autocannonArgs(options)], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
      else resolve(loadFromAutocannon(stdout, options.durationS));
    });
  });
}
