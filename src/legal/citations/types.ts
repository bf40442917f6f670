/** Where a citation sits in the source text: `text` is exactly `source.slice(start, end)`. */
export type SourceSpan = { start: number; end: number; text: string };

/** One volume-reporter-page reference; `reporter` is the canonical abbreviation. */
export type ReporterReference = {
  volume: number;
  reporter: string;
  page: number;
  /** Pin cite as written after normalising dashes, e.g. '116', '116–17', '116 n.5', or several: '116, 120'. */
  pin: string | null;
};

export type CaseCitation = SourceSpan &
  ReporterReference & {
    kind: 'case';
    caseName: string | null;
    /** Further reporters for the same decision ('93 S. Ct. 705', '35 L. Ed. 2d 147'). */
    parallels: ReporterReference[];
    court: string | null;
    year: number | null;
  };

/**
 * A decision cited before its page is printed: '597 U. S. ___ (2022)', or '___ U. S. ___ (2023)' before even the
 * volume is known. Only its name and year can identify it.
 */
export type SlipOpinionCitation = SourceSpan & {
  kind: 'slip-opinion';
  caseName: string | null;
  volume: number | null;
  reporter: string;
  year: number | null;
};

/**
 * A decision in a commercial database, by year and document number: '2019 WL 4639462' (Westlaw), '2019 U.S. Dist.
 * LEXIS 12345' (Lexis). `pin` is the star page: '3' for 'at *3'.
 */
export type DatabaseCitation = SourceSpan & {
  kind: 'database';
  database: 'Westlaw' | 'Lexis';
  caseName: string | null;
  year: number;
  /** 'WL', or the Lexis file: 'U.S. Dist. LEXIS'. */
  reporter: string;
  number: number;
  pin: string | null;
  court: string | null;
  /** The full date of decision the parenthetical gives ('Sept. 25, 2019' → '2019-09-25'); null when it gives a year only. */
  decided: string | null;
};

/**
 * A public-domain (neutral) citation of a state court: '2015 IL 118151', '2013 IL App (1st) 111279-U',
 * '2017-Ohio-1234', '2011-NMSC-001'. `reporter` is reporters-db's abbreviation, `pin` the paragraph ('¶ 12').
 */
export type NeutralCitation = SourceSpan & {
  kind: 'neutral';
  caseName: string | null;
  year: number;
  reporter: string;
  /** The state whose courts issue it, from reporters-db ('Illinois'). */
  state: string;
  /** The decision's number with any suffix: '118151', '111279-U'. */
  number: string;
  pin: string | null;
  court: string | null;
};

/** A federal decision cited by docket number: 'Smith v. Jones, No. 1:19-cv-01234 (S.D.N.Y. Jan. 5, 2020)'. */
export type DocketCitation = SourceSpan & {
  kind: 'docket';
  caseName: string | null;
  docket: string;
  pin: string | null;
  court: string;
  year: number;
};

/**
 * An article in a journal or law review: '17 N.Y.L.F. 687 (1971)', '83 Harv. L. Rev. 1038, 1084 (1970)'. Not a
 * case: read so that it is reported, never dropped nor taken for a decision. `journal` is written as in the text.
 */
export type JournalCitation = SourceSpan & {
  kind: 'journal';
  volume: number;
  journal: string;
  page: number;
  pin: string | null;
  year: number | null;
};

/**
 * '531 U.S., at 99' or '410 U.S. at 116'. `name` is the case name written before it ('Celotex' in 'Celotex, 477 U.S.
 * at 325'), outside the span; null when none is written.
 */
export type ShortCaseCitation = SourceSpan & { kind: 'short-case'; name: string | null; volume: number; reporter: string; pin: string };

export type IdCitation = SourceSpan & { kind: 'id'; pin: string | null };

/** 'Roe, supra, at 116' or 'Tribe, supra note 5, at 10': `name` is the words before 'supra'. */
export type SupraCitation = SourceSpan & { kind: 'supra'; name: string; note: string | null; pin: string | null };

/** 42 U.S.C. § 1983, or 46 U.S.C. App. § 688; `section` joins a range with an en dash ('1331–1332'). */
export type StatuteCitation = SourceSpan & {
  kind: 'statute';
  title: number;
  code: 'U.S.C.' | 'U.S.C. App.';
  section: string;
  multipleSections: boolean;
  year: number | null;
};

/**
 * A code of a state whose law the product supports: 'Cal. Civ. Proc. Code § 425.16', 'N.Y. C.P.L.R. 3211(a)(7)',
 * 'Tex. Civ. Prac. & Rem. Code § 27.001', 'Fla. Stat. § 768.79', '735 Ill. Comp. Stat. 5/2-615'.
 */
export type StateStatuteCitation = SourceSpan & {
  kind: 'state-statute';
  jurisdiction: 'Cal.' | 'N.Y.' | 'Tex.' | 'Fla.' | 'Ill.';
  /** The code's Bluebook name without 'Ann.' or the publisher: 'Cal. Civ. Proc. Code', 'Ill. Comp. Stat.'. */
  code: string;
  /** The chapter in front of an Illinois citation ('735'); null for the other codes. */
  chapter: number | null;
  /** What Bluebook writes before the number: none for C.P.L.R. and Illinois, 'art.' for Texas criminal procedure. */
  marker: '§' | '§§' | 'art.' | null;
  /** One section, a list or range ('425.16', '1331–1332'), or Illinois's act and section ('5/2-615'). */
  section: string;
  year: number | null;
};

export type RegulationCitation = SourceSpan & {
  kind: 'regulation';
  title: number;
  code: 'C.F.R.';
  /** A section ('240.10b-5') or, for 'pt. 1910', the part number. */
  section: string;
  unit: 'section' | 'sections' | 'part';
  year: number | null;
};

/** 'U.S. Const. amend. XIV, § 1', 'Cal. Const. art. I, § 7': `provision` is what follows 'Const.'. */
export type ConstitutionCitation = SourceSpan & { kind: 'constitution'; jurisdiction: 'U.S.' | 'Cal.' | 'Tex.' | 'Fla.' | 'N.Y.' | 'Ill.'; provision: string };

/** Fed. R. Civ. P. 12(b)(6): `rules` is the canonical name of the rule set. */
export type RuleCitation = SourceSpan & { kind: 'rule'; rules: string; rule: string };

export type Citation =
  | CaseCitation
  | SlipOpinionCitation
  | DatabaseCitation
  | NeutralCitation
  | DocketCitation
  | JournalCitation
  | ShortCaseCitation
  | IdCitation
  | SupraCitation
  | ConstitutionCitation
  | StatuteCitation
  | StateStatuteCitation
  | RegulationCitation
  | RuleCitation;

export type CitationKind = Citation['kind'];
