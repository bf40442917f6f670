import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCourtListener {
  baseUrl: string;
  /** Every request's Authorization header and submitted text. */
  requests: Array<{ authorization: string | undefined; text: string }>;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking CourtListener's citation-lookup API for the citations in `known`
 * ('300 F.3d 100' → its case), answering 404 for every other citation it is sent, so the real adapter runs over HTTP.
 */
export async function startFakeCourtListener(
  known: Record<string, { caseName: string; dateFiled: string; url: string }>,
): Promise<FakeCourtListener> {
  const requests: FakeCourtListener['requests'] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const text = new URLSearchParams(body).get('text') ?? '';
    requests.push({ authorization: req.headers.authorization, text });
    if (req.method !== 'POST' || req.url !== '/api/rest/v4/citation-lookup/') {
      res.writeHead(404).end();
      return;
    }
    let offset = 0;
    const answers = text.split('\n').map((line) => {
      const start = offset;
      offset += line.length + 1;
      const found = known[line];
      return {
        citation: line,
        start_index: start,
        end_index: start + line.length,
        status: found ? 200 : 404,
        error_message: found ? '' : 'Citation not found',
        clusters: found ? [{ case_name: found.caseName, date_filed: found.dateFiled, absolute_url: found.url }] : [],
      };
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
