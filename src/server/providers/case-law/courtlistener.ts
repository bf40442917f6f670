import { z } from 'zod';
import type { OnlineAnswer, OnlineCitationLookup } from './types';
import { createMinuteWindow } from './minute-window';

/** CourtListener's citation-lookup API answers at most 250 citations a request. */
const MAX_PER_REQUEST = 250;
const TIMEOUT_MS = 10_000;

const clusterSchema = z.object({
  case_name: z.string().nullish(),
  date_filed: z.string().nullish(),
  absolute_url: z.string().nullish(),
});
const answerSchema = z.array(
  z.object({
    citation: z.string(),
    start_index: z.number(),
    status: z.number(),
    clusters: z.array(clusterSchema).default([]),
  }),
);

export interface CourtListenerOptions {
  token: string;
  baseUrl: string;
  /** Valid citations the account may look up per minute (CourtListener's throttle). */
  citationsPerMinute: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * CourtListener's citation-lookup API (POST /api/rest/v4/citation-lookup/ with the citations as text). A sliding
 * one-minute window keeps this process under the account's allowance; references beyond it come back throttled
 * instead of being sent, and CourtListener's own 429 per citation is read the same way.
 */
export function createCourtListenerLookup(options: CourtListenerOptions): OnlineCitationLookup {
  const send = options.fetch ?? fetch;
  const window = createMinuteWindow(options.citationsPerMinute, options.now);

  return {
    name: 'CourtListener',
    async lookup(references) {
      const answers: OnlineAnswer[] = references.map(() => ({ status: 'throttled' }));
      const allowed = references.slice(0, Math.min(window.remaining(), MAX_PER_REQUEST));
      if (allowed.length === 0) return answers;

      // One citation a line, so each answer's start_index tells which reference it belongs to.
      const lines = allowed.map((ref) => `${ref.volume} ${ref.reporter} ${ref.page}`);
      const starts = lines.map((_, index) => lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0));
      window.record(allowed.length);
      let body: unknown;
      try {
        const response = await send(new URL('/api/rest/v4/citation-lookup/', options.baseUrl), {
          method: 'POST',
          headers: { Authorization: `Token ${options.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ text: lines.join('\n') }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.status === 429) return answers;
        if (!response.ok) return references.map(() => ({ status: 'unavailable' }));
        body = await response.json();
      } catch {
        return references.map(() => ({ status: 'unavailable' }));
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) return references.map(() => ({ status: 'unavailable' }));

      for (const item of parsed.data) {
        const index = starts.indexOf(item.start_index);
        if (index < 0) continue;
        answers[index] = toAnswer(item, lines[index] ?? item.citation, options.baseUrl);
      }
      // A sent citation CourtListener did not read as one gets no answer: it settled nothing about it.
      allowed.forEach((_, index) => {
        if (!parsed.data.some((item) => item.start_index === starts[index])) answers[index] = { status: 'unavailable' };
      });
      return answers;
    },
  };
}

function toAnswer(item: z.infer<typeof answerSchema>[number], citation: string, baseUrl: string): OnlineAnswer {
  if (item.status === 429) return { status: 'throttled' };
  const [cluster] = item.clusters;
  if (item.status !== 200 || !cluster) return item.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
  const year = Number(cluster.date_filed?.slice(0, 4));
  return {
    status: 'found',
    case: {
      name: cluster.case_name ?? citation,
      year: Number.isInteger(year) && year > 0 ? year : null,
      url: cluster.absolute_url ? new URL(cluster.absolute_url, baseUrl).toString() : null,
      citation,
    },
  };
}
