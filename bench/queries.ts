import type { SearchFilters } from '../src/server/features/research/repository';

export type BenchQuery = Omit<SearchFilters, 'cursor' | 'limit'>;

/** What attorneys type: doctrines, a quoted phrase, case names, and a few narrowed by court or years. Fixed, so runs compare. */
export const QUERIES: BenchQuery[] = [
  { q: 'qualified immunity' },
  { q: 'establishment clause' },
  { q: 'miranda warnings custodial interrogation' },
  { q: 'commerce clause' },
  { q: 'habeas corpus' },
  { q: 'Fourth Amendment search warrant' },
  { q: 'equal protection strict scrutiny' },
  { q: '"separate but equal"' },
  { q: 'ineffective assistance of counsel' },
  { q: 'sovereign immunity Eleventh Amendment' },
  { q: 'cruel and unusual punishment death penalty' },
  { q: 'exclusionary rule good faith exception' },
  { q: 'Voting Rights Act' },
  { q: 'federal preemption' },
  { q: 'Sherman Act antitrust' },
  { q: 'Roe v. Wade' },
  { q: 'Miranda v. Arizona' },
  { q: 'Chevron deference' },
  { q: 'public forum free speech' },
  { q: 'affirmative action', from: 1990 },
  { q: 'abortion', from: 1973, to: 1989 },
  { q: 'Second Amendment', from: 2000 },
  { q: 'qualified immunity', court: 'scotus', from: 2000, to: 2024 },
];
