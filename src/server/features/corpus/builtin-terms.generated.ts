// GENERATED FILE: do not edit. Regenerate with `npm run corpus:builtin`.
// Source: the SCOTUS reference data, commit f37b38bbac79c19f4edc295e9f52ae8dc58b6f19 of 2024-11-12.

/**
 * The October Terms whose every decision the built-in index holds, paged (U.S. Reports) or not (docket, name and
 * year), and the last U.S. Reports volume it has pages for. A citation to a later volume is judged by name and
 * year against these terms; see unpaged-decisions.ts for how a decision is given its term. `decisionsByYear`: how
 * many decisions of each year the index holds; a corpus holding fewer is not complete for that year.
 */
export const BUILTIN_SUPREME_COURT_TERMS = {"firstComplete":2014,"lastComplete":2023,"lastPagedVolume":574,"dataDate":"2024-11-12","decisionsByYear":{"2014":73,"2015":72,"2016":80,"2017":68,"2018":73,"2019":73,"2020":68,"2021":58,"2022":60,"2023":58,"2024":59}} as const;
