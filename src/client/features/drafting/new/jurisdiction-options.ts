import type { DraftingJurisdictionOption } from '../../../../shared/api/drafts';

export const DEFAULT_JURISDICTION = 'us-federal';

const byLabel = (a: DraftingJurisdictionOption, b: DraftingJurisdictionOption) => a.label.localeCompare(b.label, 'en-US');

/**
 * The picker's order: jurisdictions whose rules are checked first (federal, then the states A–Z), then every
 * other jurisdiction A–Z.
 */
export function orderJurisdictions(options: DraftingJurisdictionOption[]): DraftingJurisdictionOption[] {
  const federalFirst = (a: DraftingJurisdictionOption, b: DraftingJurisdictionOption) =>
    Number(b.id === DEFAULT_JURISDICTION) - Number(a.id === DEFAULT_JURISDICTION) || byLabel(a, b);
  return [...options.filter((option) => option.rulePack).sort(federalFirst), ...options.filter((option) => !option.rulePack).sort(federalFirst)];
}

/** The postal code an attorney may type instead of the name: 'NY' for 'us-ny'. */
const postalCode = (id: string) => id.replace(/^us-/, '');

/** Options whose name contains the query, or whose postal code is the query ('ny', 'DC'). */
export function filterJurisdictions(options: DraftingJurisdictionOption[], query: string): DraftingJurisdictionOption[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return options;
  return options.filter((option) => option.label.toLowerCase().includes(wanted) || postalCode(option.id) === wanted);
}

/** The first of the candidates that is on the list (a prefill, the last choice), else United States (federal). */
export function pickJurisdiction(options: DraftingJurisdictionOption[], ...candidates: (string | null | undefined)[]): string {
  return candidates.find((id) => id && options.some((option) => option.id === id)) ?? DEFAULT_JURISDICTION;
}

const LAST_CHOICE_KEY = 'volnadraft.drafting.jurisdiction';

export function readLastJurisdiction(): string | null {
  try {
    return localStorage.getItem(LAST_CHOICE_KEY);
  } catch {
    return null;
  }
}

export function saveLastJurisdiction(id: string): void {
  try {
    localStorage.setItem(LAST_CHOICE_KEY, id);
  } catch {
    // Storage blocked: the next draft starts from United States (federal) instead.
  }
}
