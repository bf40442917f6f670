import { z } from 'zod';
import type { OnlineSearchResult } from '../../../shared/api/research';
import { parseReference, type Reference } from '../../features/corpus/reference';
import { htmlToText } from '../../features/corpus/courtlistener/html-text';

/** One hit of CourtListener's v4 search (`/api/rest/v4/search/?type=o`): a cluster, its citations and opinion snippets. */
export const searchHitSchema = z.object({
  cluster_id: z.number(),
  caseName: z.string().nullish(),
  caseNameFull: z.string().nullish(),
  citation: z.array(z.string()).nullish(),
  dateFiled: z.string().nullish(),
  court: z.string().nullish(),
  court_id: z.string().nullish(),
  opinions: z.array(z.object({ snippet: z.string().nullish() })).nullish(),
});
export const searchPageSchema = z.object({ results: z.array(z.unknown()) });

/** v4 `/clusters/<id>/`: the decision, its reporter citations and the URLs of its opinions. */
export const clusterSchema = z.object({
  id: z.number(),
  case_name: z.string().nullish(),
  case_name_full: z.string().nullish(),
  date_filed: z.string().nullish(),
  docket_id: z.number().nullish(),
  citations: z
    .array(z.object({ volume: z.union([z.number(), z.string()]), reporter: z.string(), page: z.string().nullish() }))
    .nullish(),
  sub_opinions: z.array(z.string()).nullish(),
});

/** v4 `/opinions/<id>/`: one opinion's type, author and text in whichever form CourtListener holds it. */
export const opinionSchema = z.object({
  id: z.number(),
  type: z.string().nullish(),
  author_str: z.string().nullish(),
  plain_text: z.string().nullish(),
  html_with_citations: z.string().nullish(),
  html: z.string().nullish(),
  xml_harvard: z.string().nullish(),
  html_lawbox: z.string().nullish(),
  html_columbia: z.string().nullish(),
});

export const docketSchema = z.object({ court_id: z.string().nullish(), docket_number: z.string().nullish() });
export const courtSchema = z.object({ id: z.string(), full_name: z.string().nullish(), citation_string: z.string().nullish() });

export type OnlineOpinion = { type: string | null; author: string | null; text: string };
export type OnlineCluster = {
  clusterId: number;
  docketId: number | null;
  name: string;
  year: number | null;
  citations: Reference[];
  court: { id: string; name: string; citationString: string | null } | null;
  docket: string | null;
  opinions: OnlineOpinion[];
};

const yearOf = (date: string | null | undefined) => {
  const year = /^(\d{4})-\d\d-\d\d/.exec(date ?? '')?.[1];
  return year ? Number(year) : null;
};

/** A search snippet as pieces: CourtListener marks matches with <mark>; every other tag and entity is read as text. */
export function snippetPieces(html: string): OnlineSearchResult['snippet'] {
  const pieces: OnlineSearchResult['snippet'] = [];
  html.split(/(<mark>[\s\S]*?<\/mark>)/i).forEach((part) => {
    const match = /^<mark>/i.test(part);
    // htmlToText trims, but the spaces around a match separate it from the words beside it.
    const bare = part.replace(/<[^>]*>/g, '');
    const words = htmlToText(part).replace(/\s+/g, ' ');
    const text = `${/^\s/.test(bare) ? ' ' : ''}${words}${words && /\s$/.test(bare) ? ' ' : ''}`;
    if (text) pieces.push({ text, match });
  });
  return pieces;
}

/** A search hit as an online result; null when it has no case name to show. */
export function toOnlineResult(hit: unknown): OnlineSearchResult | null {
  const parsed = searchHitSchema.safeParse(hit);
  if (!parsed.success) return null;
  const { data } = parsed;
  const name = data.caseName?.trim() || data.caseNameFull?.trim();
  if (!name) return null;
  const snippet = data.opinions?.map((opinion) => opinion.snippet ?? '').find((text) => text.trim()) ?? '';
  return {
    source: 'courtlistener',
    clusterId: data.cluster_id,
    name,
    citation: data.citation?.[0] ?? null,
    year: yearOf(data.dateFiled),
    court: data.court_id ?? null,
    snippet: snippetPieces(snippet),
  };
}

/** The reporter citations of a cluster the corpus can read (a known reporter), in canonical form. */
export function clusterReferences(cluster: z.infer<typeof clusterSchema>): Reference[] {
  return (cluster.citations ?? []).flatMap((citation) => {
    const reference = parseReference(`${citation.volume} ${citation.reporter} ${citation.page ?? ''}`);
    return reference ? [reference] : [];
  });
}

export const clusterName = (cluster: z.infer<typeof clusterSchema>) =>
  cluster.case_name?.trim() || cluster.case_name_full?.trim() || `CourtListener cluster ${cluster.id}`;
export const clusterYear = (cluster: z.infer<typeof clusterSchema>) => yearOf(cluster.date_filed);

/** An opinion's text: plain text as is, else a marked-up version with its tags stripped; null when it has none. */
export function opinionText(opinion: z.infer<typeof opinionSchema>): string | null {
  if (opinion.plain_text?.trim()) return opinion.plain_text.replace(/\r\n?/g, '\n');
  for (const markup of [opinion.html_with_citations, opinion.html_columbia, opinion.html_lawbox, opinion.xml_harvard, opinion.html]) {
    const text = markup ? htmlToText(markup) : '';
    if (text) return text;
  }
  return null;
}

/** The opinion id at the end of an opinion URL ('…/api/rest/v4/opinions/123/'). */
export function opinionIdOf(url: string): number | null {
  const id = /\/opinions\/(\d+)\/?$/.exec(url)?.[1];
  return id ? Number(id) : null;
}
