import type { CitationFixture } from './citations.fixture';
import { OPINION_SAMPLES_1973_1989 } from './opinion-samples-1973-1989.fixture';
import { OPINION_SAMPLES_1990_2024 } from './opinion-samples-1990-2024.fixture';

/** A paragraph of a Supreme Court opinion, copied as it stands in ../shared/data/scotus, with its citations. */
export type OpinionSample = CitationFixture & {
  /** The opinion it comes from: name, U.S. Reports citation or docket number, and type when not the majority. */
  source: string;
};

/**
 * The real-opinion set: 40 paragraphs, 20 drawn at random (fixed seed) from long opinions of each file, one paragraph
 * of 150-700 characters an opinion, preferring paragraphs with something citation-like in them. Two draws
 * were put back, a Justia page header and a passage whose parallel reporter the source lost ('428 U.S. 586, 605,
 * 2965'), and two drawn earlier were added for forms the draw missed (a slip opinion, parallel short forms).
 *
 * Every citation of a kind the library claims is labelled, read by hand: case citations to any reporter (known to
 * the table or not), Westlaw, Lexis, public-domain and docket citations, short forms, Id., supra naming an authority,
 * U.S.C., C.F.R., federal rules and the codes of the supported states. Not labelled, because the library does not claim them: the Statutes at Large, the Constitution,
 * bare section numbers that lean on an earlier citation ('§ 1823(e)'), named acts and codes in prose ('Internal
 * Revenue Code § 7501(a)'), other states' codes, record cites (App., Tr.), and the opinion's references to itself
 * (ante, post, infra, 'n. 1, supra', the syllabus's 'Pp.', Justia's page markers).
 */
export const OPINION_SAMPLES: readonly OpinionSample[] = [...OPINION_SAMPLES_1973_1989, ...OPINION_SAMPLES_1990_2024];
