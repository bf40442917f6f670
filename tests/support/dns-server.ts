import dns2 from 'dns2';
import type { AddressInfo } from 'node:net';

export interface LocalDnsServer {
  /** `127.0.0.1:PORT`, for a resolver's servers. */
  address: string;
  /** TXT records by name (lower case, without the final dot): add and remove them as a domain's holder would. */
  txt: Map<string, string[]>;
  /** Names the server answers SERVFAIL for, as a domain's broken or overloaded DNS would. */
  failing: Set<string>;
  close(): Promise<void>;
}

/** A real DNS server (dns2) on a free UDP port of 127.0.0.1, authoritative for whatever names `txt` holds. */
export async function startDnsServer(): Promise<LocalDnsServer> {
  const txt = new Map<string, string[]>();
  const failing = new Set<string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const names = request.questions.map((question) => ({ question, name: question.name.toLowerCase().replace(/\.$/, '') }));
      for (const { question, name } of names) {
        for (const data of txt.get(name) ?? []) {
          response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data } as (typeof response.answers)[number]);
        }
      }
      if (names.some(({ name }) => failing.has(name))) {
        response.answers = [];
        response.header.rcode = Packet.RCODE.SERVFAIL;
      } else if (response.answers.length === 0) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as AddressInfo;
  return { address: `127.0.0.1:${port}`, txt, failing, close: () => server.close() };
}
