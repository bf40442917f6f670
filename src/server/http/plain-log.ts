/**
 * How the server's log reads on a console unless LOG_FORMAT=json (issue #39): pino still writes its JSON lines, and
 * each becomes one plain line, "time LEVEL message", with a request's method, path, status and time, an error's type,
 * message and stack, and any other fields as key=value. A message of several lines (the admin set-up code and what
 * to do with it) keeps its lines, indented under the first. Log shippers that want JSON set LOG_FORMAT=json.
 */
import { hostname } from 'node:os';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields every line has or that the line's text already says. */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'err']);

interface LoggedRequest {
  method?: string;
  path?: string;
}

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One pino JSON line as a plain line (or several, for a stack); anything that is not JSON passes unchanged. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return `${json}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = LEVELS[entry.level as number] ?? String(entry.level ?? '');
  const head = `${time} ${level.padEnd(5)} `;
  const req = entry.req as LoggedRequest | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  let text = typeof entry.msg === 'string' ? entry.msg : '';
  if (req && res) {
    const took = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
    text = `${req.method ?? ''} ${req.path ?? ''} ${res.statusCode ?? ''}${took}${entry.err ? ' (errored)' : ''}`;
  }
  const extras = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const lines = [[text, ...extras].filter(Boolean).join('  ')];
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err) lines.push(`${err.type ?? 'Error'}: ${err.message ?? ''}`, ...(err.stack ? err.stack.split('\n') : []));
  return `${head}${lines.join('\n').split('\n').join(`\n${' '.repeat(head.length)}`)}\n`;
}

/** A stream for pino that writes each line it is given as `formatLogLine` reads it. */
export function plainLogStream(out: { write(text: string): unknown }) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim() !== '') out.write(formatLogLine(line));
    },
  };
}

/**
 * The lines main.ts prints around the app's own logger (a new database, a first start's imports, where the server
 * listens) in the same one format: plain lines, or pino's JSON lines with LOG_FORMAT=json, so a log shipper never
 * meets a line it cannot parse. They print whatever LOG_LEVEL says: an operator needs where the server runs, and
 * scripts and tests wait for that line.
 */
export function startupLog(format: 'plain' | 'json', out: { write(text: string): unknown } = process.stdout, now = Date.now) {
  return (message: string): void => {
    const line = JSON.stringify({ level: 30, time: now(), pid: process.pid, hostname: hostname(), msg: message });
    out.write(format === 'json' ? `${line}\n` : formatLogLine(line));
  };
}
