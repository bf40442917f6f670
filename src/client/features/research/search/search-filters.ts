/** What a research search asks for, as it sits in the page's URL (?q=&court=&from=&to=) so results are linkable. */
export interface SearchFilters {
  q: string;
  court: string;
  from: string;
  to: string;
}

const FIELDS = ['q', 'court', 'from', 'to'] as const;
export const MIN_QUERY_LENGTH = 2;
const YEAR = /^\d{4}$/;

export function readFilters(params: URLSearchParams): SearchFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    court: params.get('court') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The filters as query parameters, leaving out empty ones so URLs stay short. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field].trim();
    if (value) params.set(field, value);
  }
  return params;
}

/** Why these filters cannot be searched yet, in words for the user; null when they can. */
export function filtersProblem(filters: SearchFilters): string | null {
  if (filters.q.trim().length < MIN_QUERY_LENGTH) return `Type at least ${MIN_QUERY_LENGTH} characters to search.`;
  for (const [field, label] of [['from', 'From'], ['to', 'To']] as const) {
    if (filters[field] && !YEAR.test(filters[field])) return `${label} must be a four-digit year.`;
  }
  if (filters.from && filters.to && Number(filters.from) > Number(filters.to)) return 'The From year must not be after the To year.';
  return null;
}

export const searchApiPath = (filters: SearchFilters, cursor: number) => {
  const params = filtersToParams(filters);
  if (cursor > 0) params.set('cursor', String(cursor));
  return `/api/research/search?${params}`;
};

export const authoritiesApiPath = (filters: SearchFilters) => `/api/research/authorities?${filtersToParams(filters)}`;
