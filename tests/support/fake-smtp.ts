import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-unstuffed. */
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Messages refused so far (each with a 451 at end of data, as a server out of resources answers). */
  refused: number;
  /** The refused messages, as sent. */
  refusedMail: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server (RFC 5321, no TLS, no auth) for delivery tests: it refuses the first `refuseFirst` messages
 * (of those matching `refusing`, when given) with a temporary error after their data, then accepts the rest.
 */
export async function startFakeSmtp({ refuseFirst = 0, refusing }: { refuseFirst?: number; refusing?: RegExp } = {}): Promise<FakeSmtp> {
  const state: FakeSmtp = { url: '', received: [], refused: 0, refusedMail: [], close: async () => {} };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          if (state.refused < refuseFirst && (!refusing || refusing.test(mail.data))) {
            state.refused += 1;
            state.refusedMail.push(mail);
            reply('451 4.3.0 Temporarily out of resources, try again later');
          } else {
            state.received.push(mail);
            reply('250 2.0.0 queued');
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.slice(10).trim();
        if (verb === 'RCPT') mail.to.push(line.slice(8).trim());
        if (verb === 'RSET') mail = { from: '', to: [], data: '' };
        if (verb === 'DATA') inData = true;
        reply(verb === 'DATA' ? '354 end data with <CR><LF>.<CR><LF>' : verb === 'QUIT' ? '221 2.0.0 bye' : '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
