import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A decision the fake's search, cluster, docket, court and opinion APIs serve, as CourtListener's REST v4 shapes it. */
export interface FakeCluster {
  clusterId: number;
  docketId: number;
  caseName: string;
  dateFiled: string;
  court: { id: string; name: string };
  docketNumber: string;
  citations: Array<{ volume: number; reporter: string; page: string }>;
  opinions: Array<{ id: number; type: string; author: string; plainText: string }>;
}

export interface FakeCourtListener {
  baseUrl: string;
  /** Every citation-lookup request's Authorization header and submitted text. */
  requests: Array<{ authorization: string | undefined; text: string }>;
  /** Every request to the search, cluster, docket, court and opinion APIs: its path and query. */
  researchRequests: string[];
  /** Makes those APIs answer this HTTP status, or answer only after this delay; null serves normally. */
  failResearch(failure: { status?: number; delayMs?: number } | null): void;
  close(): Promise<void>;
}

const json = (value: unknown) => JSON.stringify(value);

/** The v4 search hit for a cluster, with CourtListener's <mark> highlighting of the first matching word. */
function searchHit(cluster: FakeCluster, words: string[], baseUrl: string) {
  const text = cluster.opinions[0]?.plainText ?? '';
  const word = words.find((w) => text.toLowerCase().includes(w)) ?? '';
  const at = text.toLowerCase().indexOf(word);
  const snippet = word ? `${text.slice(0, at)}<mark>${text.slice(at, at + word.length)}</mark>${text.slice(at + word.length, at + 200)}` : '';
  return {
    absolute_url: `/opinion/${cluster.clusterId}/slug/`,
    caseName: cluster.caseName,
    caseNameFull: cluster.caseName,
    citation: cluster.citations.map((c) => `${c.volume} ${c.reporter} ${c.page}`),
    cluster_id: cluster.clusterId,
    court: cluster.court.name,
    court_citation_string: cluster.court.id,
    court_id: cluster.court.id,
    dateFiled: cluster.dateFiled,
    docketNumber: cluster.docketNumber,
    docket_id: cluster.docketId,
    opinions: cluster.opinions.map((o) => ({ id: o.id, snippet, type: o.type, download_url: `${baseUrl}/x.pdf` })),
  };
}

/**
 * A local HTTP server speaking CourtListener's citation-lookup API for the citations in `known`
 * ('300 F.3d 100' → its case), answering 404 for every other citation it is sent, and its v4 search, cluster,
 * docket, court and opinion APIs for `clusters`, so the real adapters run over HTTP.
 */
export async function startFakeCourtListener(
  known: Record<string, { caseName: string; dateFiled: string; url: string }>,
  clusters: FakeCluster[] = [],
): Promise<FakeCourtListener> {
  const requests: FakeCourtListener['requests'] = [];
  const researchRequests: string[] = [];
  let failure: { status?: number; delayMs?: number } | null = null;
  let baseUrl = '';

  const research = (url: URL): { status: number; body?: unknown } => {
    const path = url.pathname;
    if (path === '/api/rest/v4/search/') {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\W+/).filter(Boolean);
      const court = url.searchParams.get('court');
      const hits = clusters.filter(
        (c) =>
          (!court || c.court.id === court) &&
          words.some((w) => `${c.caseName} ${c.opinions.map((o) => o.plainText).join(' ')}`.toLowerCase().includes(w)),
      );
      const results = hits.map((c) => searchHit(c, words, baseUrl));
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    }
    const [, kind, id] = /^\/api\/rest\/v4\/(clusters|dockets|courts|opinions)\/([^/]+)\/$/.exec(path) ?? [];
    const cluster = clusters.find((c) =>
      kind === 'clusters' ? String(c.clusterId) === id
      : kind === 'dockets' ? String(c.docketId) === id
      : kind === 'courts' ? c.court.id === id
      : c.opinions.some((o) => String(o.id) === id),
    );
    if (!cluster) return { status: 404, body: { detail: 'No Opinion matches the given query.' } };
    if (kind === 'clusters') {
      return {
        status: 200,
        body: {
          id: cluster.clusterId,
          absolute_url: `/opinion/${cluster.clusterId}/slug/`,
          case_name: cluster.caseName,
          case_name_full: cluster.caseName,
          date_filed: cluster.dateFiled,
          docket: `${baseUrl}/api/rest/v4/dockets/${cluster.docketId}/`,
          docket_id: cluster.docketId,
          citations: cluster.citations.map((c) => ({ ...c, type: 2 })),
          sub_opinions: cluster.opinions.map((o) => `${baseUrl}/api/rest/v4/opinions/${o.id}/`),
        },
      };
    }
    if (kind === 'dockets') {
      return { status: 200, body: { id: cluster.docketId, court_id: cluster.court.id, docket_number: cluster.docketNumber } };
    }
    if (kind === 'courts') {
      return { status: 200, body: { id: cluster.court.id, full_name: cluster.court.name, citation_string: cluster.court.id } };
    }
    const opinion = cluster.opinions.find((o) => String(o.id) === id)!;
    return {
      status: 200,
      body: {
        id: opinion.id,
        cluster_id: cluster.clusterId,
        type: opinion.type,
        author_str: opinion.author,
        plain_text: opinion.plainText,
        html_with_citations: '',
      },
    };
  };

  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname.startsWith('/api/rest/v4/') && url.pathname !== '/api/rest/v4/citation-lookup/') {
      researchRequests.push(`${url.pathname}${url.search}`);
      if (failure?.delayMs) await new Promise((resolve) => setTimeout(resolve, failure?.delayMs));
      if (res.destroyed) return;
      if (failure?.status) {
        res.writeHead(failure.status, { 'content-type': 'application/json' }).end(json({ detail: 'Request was throttled.' }));
        return;
      }
      const answer = research(url);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(json(answer.body ?? {}));
      return;
    }
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
    res.writeHead(200, { 'content-type': 'application/json' }).end(json(answers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    requests,
    researchRequests,
    failResearch: (next) => {
      failure = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
