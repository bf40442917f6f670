import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiRequest } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { ProblemNotice } from '../../research/ProblemNotice';
import { constraintsOf, filterEndpoints, readOpenApi, typeLabel, type Endpoint, type JsonSchema } from './openapi-model';
import { SchemaView } from './SchemaView';

const OPENAPI_PATH = '/api/admin/openapi.json';

const METHOD_STYLES: Record<string, string> = {
  GET: 'bg-sky-50 text-sky-800 ring-sky-200',
  POST: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  PATCH: 'bg-amber-50 text-amber-900 ring-amber-200',
  PUT: 'bg-amber-50 text-amber-900 ring-amber-200',
  DELETE: 'bg-red-50 text-red-800 ring-red-200',
};

function Method({ method }: { method: string }) {
  return (
    <span className={cn('inline-flex w-16 shrink-0 justify-center rounded-md py-0.5 font-mono text-xs font-semibold ring-1 ring-inset', METHOD_STYLES[method] ?? 'bg-ink-50 text-ink-700 ring-ink-200')}>
      {method}
    </span>
  );
}

function SchemaInline({ schema }: { schema: JsonSchema }) {
  const notes = constraintsOf(schema);
  return (
    <>
      <code className="font-mono text-xs text-brass-700">{typeLabel(schema)}</code>
      {notes.length > 0 && <span className="text-xs text-ink-500"> · {notes.join(', ')}</span>}
    </>
  );
}

function EndpointEntry({ endpoint }: { endpoint: Endpoint }) {
  const params = endpoint.parameters;
  return (
    <details id={endpoint.id} className="group rounded-xl border border-ink-100 bg-white shadow-sm open:shadow-md" data-testid="api-endpoint">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <Method method={endpoint.method} />
        <code className="min-w-0 font-mono text-sm font-medium break-all text-ink-950">{endpoint.path}</code>
        {endpoint.summary && <span className="w-full text-sm text-ink-600 sm:w-auto sm:flex-1 sm:text-right">{endpoint.summary}</span>}
      </summary>
      <div className="grid gap-4 border-t border-ink-100 px-4 py-4">
        {params.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Parameters</h4>
            <ul className="mt-1 text-sm">
              {params.map((p) => (
                <li key={`${p.in}-${p.name}`} className="py-0.5">
                  <code className="font-mono text-xs font-semibold text-ink-950">{p.name}</code>{' '}
                  <span className="text-xs text-ink-500">
                    in {p.in}
                    {p.required ? ', required' : ''}
                  </span>{' '}
                  <SchemaInline schema={p.schema} />
                </li>
              ))}
            </ul>
          </div>
        )}
        {endpoint.body && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Request body (JSON)</h4>
            <div className="mt-1">
              <SchemaView schema={endpoint.body} />
            </div>
          </div>
        )}
        {endpoint.responses.map((response) => (
          <div key={response.status}>
            <h4 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Response {response.status}</h4>
            <div className="mt-1">{response.schema ? <SchemaView schema={response.schema} /> : <p className="text-sm text-ink-600">No JSON schema (an empty body, a stream or a file).</p>}</div>
          </div>
        ))}
        {endpoint.responses.length === 0 && !endpoint.body && params.length === 0 && <p className="text-sm text-ink-600">No parameters, body or response schema are declared.</p>}
      </div>
    </details>
  );
}

/** The API reference, generated from the server's OpenAPI document: every endpoint by area, searchable. */
export function ApiReference() {
  const { data, isPending, isError, error, refetch } = useQuery({ queryKey: [OPENAPI_PATH], queryFn: () => apiRequest<unknown>('GET', OPENAPI_PATH) });
  const [q, setQ] = useState('');
  const groups = useMemo(() => readOpenApi(data), [data]);
  const shown = useMemo(() => filterEndpoints(groups, q), [groups, q]);
  const count = shown.reduce((n, g) => n + g.endpoints.length, 0);

  if (isPending) return <PageSpinner />;
  if (isError) return <ProblemNotice title="The API reference could not be loaded" error={error} onRetry={() => void refetch()} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
      <nav aria-label="API areas" className="hidden lg:block">
        <ul className="sticky top-24 grid gap-1 text-sm">
          {groups.map((group) => (
            <li key={group.tag}>
              <a href={`#area-${group.tag}`} className="flex justify-between rounded-md px-2 py-1 text-ink-700 hover:bg-ink-50 hover:text-ink-950">
                <span>{group.tag}</span>
                <span className="text-ink-500">{group.endpoints.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <div role="search">
          <SearchInput size="lg" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search endpoints: a path, a method, a word" aria-label="Search the API reference" />
        </div>
        <p className="mt-2 text-sm text-ink-600" aria-live="polite">
          {count} {count === 1 ? 'endpoint' : 'endpoints'}
          {q.trim() ? ` match “${q.trim()}”` : ''}. Signed-in calls send <code className="font-mono text-xs">Authorization: Bearer &lt;JWT&gt;</code> from{' '}
          <code className="font-mono text-xs">GET /api/auth/token</code>; errors come as <code className="font-mono text-xs">{'{ error, message }'}</code>.
        </p>
        <div className="mt-6 grid gap-8">
          {shown.map((group) => (
            <section key={group.tag} id={`area-${group.tag}`} aria-labelledby={`area-title-${group.tag}`} className="scroll-mt-24">
              <h2 id={`area-title-${group.tag}`} className="font-serif text-xl font-semibold text-ink-950 capitalize">{group.tag}</h2>
              <div className="mt-3 grid gap-2">
                {group.endpoints.map((endpoint) => (
                  <EndpointEntry key={endpoint.id} endpoint={endpoint} />
                ))}
              </div>
            </section>
          ))}
          {shown.length === 0 && <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-10 text-center text-ink-600">No endpoint matches.</p>}
        </div>
      </div>
    </div>
  );
}
