/**
 * The import's baseline, as issue #38 names it: the fastest standard decompressor of the same files, run as its own
 * process writing to /dev/null. Each installed tool (`pigz -d`, `zcat`) runs RUNS times after one untimed run that
 * also leaves the files in the OS cache; the baseline is the tool with the lowest median, so the ratio never flatters.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { percentile } from './format';

const RUNS = 3;

export interface Decompressor {
  name: string;
  command: string;
  args: string[];
}

const TOOLS: Decompressor[] = [
  { name: 'pigz -d', command: 'pigz', args: ['-d', '-c'] },
  { name: 'zcat', command: 'zcat', args: [] },
];

export interface DecompressorTime {
  name: string;
  /** The median of the timed runs. */
  ms: number;
  runs: number[];
}

function installed(tool: Decompressor): boolean {
  try {
    execFileSync(tool.command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** One run, from spawn to exit: the files decompressed into /dev/null. */
function runOnce(tool: Decompressor, files: string[]): Promise<number> {
  const devNull = openSync('/dev/null', 'w');
  const started = performance.now();
  const child = spawn(tool.command, [...tool.args, ...files], { stdio: ['ignore', devNull, 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - started;
      closeSync(devNull);
      if (code === 0) resolve(ms);
      else reject(new Error(`${tool.name} ${files.join(' ')} exited with ${code}`));
    });
  });
}

/** Times every installed decompressor; throws when none is installed, since then there is no baseline. */
export async function timeDecompressors(files: string[]): Promise<DecompressorTime[]> {
  const tools = TOOLS.filter(installed);
  if (tools.length === 0) throw new Error('neither pigz nor zcat is installed: the import has no baseline');
  const times: DecompressorTime[] = [];
  for (const tool of tools) {
    await runOnce(tool, files);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(tool, files));
    times.push({ name: tool.name, ms: percentile(runs, 50), runs });
  }
  return times;
}

/** The baseline: the tool that decompressed the files fastest (lowest median). */
export function fastest(times: DecompressorTime[]): DecompressorTime {
  const [first, ...rest] = times;
  if (!first) throw new Error('no decompressor was timed');
  return rest.reduce((best, time) => (time.ms < best.ms ? time : best), first);
}
