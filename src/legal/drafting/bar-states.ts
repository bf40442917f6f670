import { DRAFTING_JURISDICTIONS } from '../jurisdictions/list';

/**
 * The bars an attorney can be admitted to: every state's and the District of Columbia's, by name, A to Z. A federal
 * court admits members of any of them, so the attorney's own bar, not the court's state, names the bar number.
 */
export const BAR_STATES = DRAFTING_JURISDICTIONS
  .filter((jurisdiction) => jurisdiction.id !== 'us-federal')
  .map((jurisdiction) => jurisdiction.label)
  .sort((a, b) => a.localeCompare(b, 'en')) as [string, ...string[]];

export const isBarState = (value: unknown): value is string => typeof value === 'string' && BAR_STATES.includes(value);
