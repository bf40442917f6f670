/** Where a citation sits in the source text: `text` is exactly `source.slice(start, end)`. */
export type SourceSpan = { start: number; end: number; text: string };

/** One volume-reporter-page reference; `reporter` is the canonical abbreviation. */
export type ReporterReference = {
  volume: number;
  reporter: string;
  page: number;
  /** Pin cite as written after normalising dashes, e.g. '116', '116–17', '116 n.5'. */
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

/** '531 U.S., at 99' or '410 U.S. at 116'. */
export type ShortCaseCitation = SourceSpan & { kind: 'short-case'; volume: number; reporter: string; pin: string };

export type IdCitation = SourceSpan & { kind: 'id'; pin: string | null };

/** 'Roe, supra, at 116': `name` is the words before 'supra'. */
export type SupraCitation = SourceSpan & { kind: 'supra'; name: string; pin: string | null };

/** 42 U.S.C. § 1983; `section` joins a range with an en dash ('1331–1332'). */
export type StatuteCitation = SourceSpan & {
  kind: 'statute';
  title: number;
  code: 'U.S.C.';
  section: string;
  multipleSections: boolean;
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

/** Fed. R. Civ. P. 12(b)(6): `rules` is the canonical name of the rule set. */
export type RuleCitation = SourceSpan & { kind: 'rule'; rules: string; rule: string };

export type Citation =
  | CaseCitation
  | ShortCaseCitation
  | IdCitation
  | SupraCitation
  | StatuteCitation
  | RegulationCitation
  | RuleCitation;

export type CitationKind = Citation['kind'];
