/** Number formatting, timing and statistics shared by the benchmarks. */

const MB = 1024 * 1024;

export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
export const count = (n: number) => Math.round(n).toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const millis = (ms: number) => `${ms < 10 ? ms.toFixed(1) : count(ms)} ms`;
export const perSecond = (n: number, ms: number) => count((n * 1000) / ms);
export const megabytesPerSecond = (bytes: number, ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(1)} MB/s`;

const times = (r: number) => `${r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : r.toFixed(2)}×`;

/** Both benchmarks did the same work, so the ratio of their times is the ratio of their speeds. */
export function versus(measuredMs: number, baselineMs: number): string {
  const r = measuredMs / baselineMs;
  return `${times(r)} the baseline's time (${times(1 / r)} its speed)`;
}

/** The process's high-water mark of resident memory, as the kernel counted it (no sampling gaps). */
export const peakRss = () => megabytes(process.resourceUsage().maxRSS * 1024);

export async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export const mean = (samples: number[]) => samples.reduce((sum, x) => sum + x, 0) / samples.length;
