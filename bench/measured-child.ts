/**
 * Work measured in a process of its own, so that its peak memory is the kernel's figure for exactly that work
 * (`getrusage`'s maxrss, which Node gives as process.resourceUsage().maxRSS) and nothing the benchmark itself holds.
 * The parent calls runMeasuredChild(script, env); the script, once its work is done and what it opened is closed,
 * calls replyToParent(value) once. bench/import.ts uses it; so can any benchmark that reports a peak.
 */
import { spawn } from 'node:child_process';
import { startFlags } from './start-flags';

export interface MeasuredChild<T> {
  value: T;
  /** From spawning the process to its exit: Node's start-up and loading the code included, as an operator waits. */
  wallMs: number;
  /** The child's peak resident memory, as the kernel counted it. */
  maxRssBytes: number;
}

interface Reply<T> {
  value: T;
  maxRssKb: number;
}

/**
 * Node's flags for the child: this process's loader flags (tsx), without the server's start flags that `npm run
 * bench` gives its benchmarks, since a command such as `npm run corpus:import` runs with its own instead.
 */
export function childExecArgv(execArgv: string[], serverFlags: string[]): string[] {
  return execArgv.filter((flag) => !serverFlags.includes(flag));
}

/** Runs `script` with this process's loader flags and `nodeFlags` (the command's own, e.g. corpusImportFlags()). */
export function runMeasuredChild<T>(script: string, env: Record<string, string>, nodeFlags: string[] = []): Promise<MeasuredChild<T>> {
  const started = performance.now();
  const child = spawn(process.execPath, [...childExecArgv(process.execArgv, startFlags()), ...nodeFlags, script], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  let reply: Reply<T> | undefined;
  child.on('message', (message) => {
    reply = message as Reply<T>;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`${script} failed (exit ${code ?? signal})`));
      else if (!reply) reject(new Error(`${script} exited without replying`));
      else resolve({ value: reply.value, wallMs, maxRssBytes: reply.maxRssKb * 1024 });
    });
  });
}

/** In the child: sends the value with the process's peak RSS so far; call it last, once the work is done. */
export function replyToParent(value: unknown): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('not started by runMeasuredChild: no parent to reply to');
  const reply: Reply<unknown> = { value, maxRssKb: process.resourceUsage().maxRSS };
  return new Promise((resolve, reject) =>
    send(reply, undefined, {}, (error) => {
      // The open channel would keep the child alive after its work.
      process.disconnect?.();
      if (error) reject(error);
      else resolve();
    }),
  );
}
