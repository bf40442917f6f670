import { describe, expect, it } from 'vitest';
import { formatLogLine, plainLogStream, startupLog } from './plain-log';

const at = Date.UTC(2026, 10, 29, 9, 5, 7);

describe('the console log format', () => {
  it('writes a request as method, path, status and time on one line', () => {
    const line = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', reqId: 'req-1', req: { method: 'GET', path: '/api/me', host: 'x' }, res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' });
    expect(formatLogLine(line)).toBe('09:05:07 INFO  GET /api/me 200 3 ms\n');
  });

  it('puts each line of a message on its own line, so the set-up code stands alone', () => {
    const line = JSON.stringify({ level: 40, time: at, msg: 'Admin setup code: ABCD-EFGH-JKLM\nOpen /admin-setup to create the first administrator.' });
    expect(formatLogLine(line)).toBe('09:05:07 WARN  Admin setup code: ABCD-EFGH-JKLM\n               Open /admin-setup to create the first administrator.\n');
  });

  it("shows an error's type, message and stack, and other fields as key=value", () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'import failed', job: 'j-1', rows: 12, err: { type: 'TypeError', message: 'bad row', stack: '    at read (file.ts:1:1)' } });
    expect(formatLogLine(line)).toBe('09:05:07 ERROR import failed  job=j-1  rows=12\n               TypeError: bad row\n                   at read (file.ts:1:1)\n');
  });

  it('passes a line that is not JSON through, and writes one plain line per JSON line it is given', () => {
    const written: string[] = [];
    plainLogStream({ write: (text) => written.push(text) }).write(`${JSON.stringify({ level: 30, time: at, msg: 'a' })}\n${JSON.stringify({ level: 30, time: at, msg: 'b' })}\n`);
    expect(written).toEqual(['09:05:07 INFO  a\n', '09:05:07 INFO  b\n']);
    expect(formatLogLine('not json')).toBe('not json\n');
  });

  it('writes the start-up lines in the same format: plain lines, or JSON lines with LOG_FORMAT=json', () => {
    const written: string[] = [];
    const out = { write: (text: string) => written.push(text) };
    startupLog('plain', out, () => at)('VolnaDraft is running at http://localhost:3000');
    startupLog('json', out, () => at)('Database: embedded PGlite (./data/pglite)');
    expect(written[0]).toBe('09:05:07 INFO  VolnaDraft is running at http://localhost:3000\n');
    expect(JSON.parse(written[1]!)).toMatchObject({ level: 30, time: at, msg: 'Database: embedded PGlite (./data/pglite)' });
    expect(written[1]!.endsWith('}\n')).toBe(true);
  });
});
