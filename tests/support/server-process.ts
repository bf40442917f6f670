import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM, then waits for the process to exit (main.ts closes the database on the way out). */
  stop(): Promise<void>;
}

/** Resolves with the first match of `pattern` in the child's stdout and stderr, or rejects when it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<{ match: RegExpExecArray; output: () => string }> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ match, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`process exited (${code ?? signal}) before ${pattern}:\n${output}`));
    });
  });
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Starts `src/server/main.ts` from the sources under tsx (as tests/api/startup.test.ts does; the bundle `npm start` runs is tests/api/server-bundle.test.ts's) and returns its URL. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    // A first start loads the built-in U.S. Reports index (31,079 cases): over a minute on a loaded 2-core machine.
    // The address ends at a space or, where the instance logs JSON lines (LOG_FORMAT=json), at the message's quote.
    const { match, output } = await waitForOutput(child, /running at (http:\/\/[^\s"]+)[\s\S]*Database:/, 120_000);
    return { child, url: match[1]!, output, stop: () => stopProcess(child) };
  } catch (error) {
    await stopProcess(child, 'SIGKILL');
    throw error;
  }
}
