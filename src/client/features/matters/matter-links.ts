import type { MatterRef, MatterSummary } from '../../../shared/api/matters';

// Issue #19 (ADR 025): where a matter's pages are, and how a matter travels into the flows that create work in it.

export const MATTERS_HREF = '/matters';
export const matterHref = (id: string) => `${MATTERS_HREF}/${encodeURIComponent(id)}`;

/** The query parameter that preselects a matter on a new conversation, a new draft or an upload (`?matterId=`). */
export const MATTER_PARAM = 'matterId';

/** The list filter's value for work in no matter (the API's own word). */
export const PERSONAL = 'personal';

/** `href` with `?matterId=` added (kept as is when there is no matter): a way into a flow that preselects it. */
export function withMatter(href: string, matterId: string | null | undefined): string {
  if (!matterId) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(MATTER_PARAM, matterId);
  return `${path}?${params}`;
}

/** The matter a flow was opened for (`?matterId=`), or null for the user's personal work. */
export function matterFromSearch(search: URLSearchParams): string | null {
  const value = search.get(MATTER_PARAM)?.trim();
  return value && value !== PERSONAL ? value : null;
}

/** How a matter is named in a badge or a picker: its number first, as a firm files it. */
export const matterLabel = (matter: NonNullable<MatterRef> | Pick<MatterSummary, 'name' | 'number'>) => `${matter.number} · ${matter.name}`;

export interface FirmMatters {
  firmId: string;
  firmName: string;
  matters: MatterSummary[];
}

/** Matters grouped by firm (firms by name), each firm's most recently changed first. */
export function groupByFirm(matters: MatterSummary[]): FirmMatters[] {
  const groups = new Map<string, FirmMatters>();
  for (const matter of matters) {
    const group = groups.get(matter.firmId) ?? { firmId: matter.firmId, firmName: matter.firmName, matters: [] };
    group.matters.push(matter);
    groups.set(matter.firmId, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.firmName.localeCompare(b.firmName) || a.firmId.localeCompare(b.firmId))
    .map((group) => ({ ...group, matters: [...group.matters].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)) }));
}
