// GENERATED FILE: do not edit. Regenerate with `npm run corpus:builtin`.
// Source: the SCOTUS reference data, commit f37b38bbac79c19f4edc295e9f52ae8dc58b6f19 of 2024-11-12.

/**
 * The October Terms whose every decision the built-in index holds, paged (U.S. Reports) or not (docket, name and
 * year), and the last U.S. Reports volume it has pages for. A citation to a later volume is judged by name and
 * year against these terms; see unpaged-decisions.ts for how a decision is given its term.
 */
export const BUILTIN_SUPREME_COURT_TERMS = {"firstComplete":2014,"lastComplete":2023,"lastPagedVolume":574,"dataDate":"2024-11-12"} as const;
