/** What a citing passage says it does to the case it cites. */
export type Treatment = 'overruled' | 'abrogated' | 'distinguished' | 'followed';

/** A treatment word as it stands in the passage, with up to OBJECT_WINDOW characters either side. */
export type TriggerContext = { word: string; before: string; after: string };

/** A word that may state a treatment, and whether, in its context, it is about a case. */
export type TreatmentRule = {
  treatment: Treatment;
  pattern: RegExp;
  aboutCase?: (context: TriggerContext) => boolean;
};

/** How far after (or before) a treatment word its object is looked for. */
export const OBJECT_WINDOW = 50;

// Courts overrule objections, motions, demurrers and assertions of privilege as well as precedents.
const PROCEDURAL_RULING = /\b(?:objections?|motions?|exceptions?|demurrers?|assertions?)\b/i;
// 'that Smith be overruled' asks for it; 'should be and now is overruled' is caught as a declaration elsewhere, and
// 'Roe and Casey must be overruled' is how a holding is put.
const SUBJUNCTIVE_BEFORE = /(?<!\bmust\s)\bbe\s+(?:\w+ly\s+)?$/i;
// Congress abrogates immunities, contracts and common-law rules; only a case abrogated is a treatment.
const NOT_A_CASE = new RegExp(
  String.raw`\b(?:immunit(?:y|ies)|privileges?|contracts?|treat(?:y|ies)|agreements?|common[- ]law|rules?|` +
    String.raw`principles?|rights?|interests?|statutes?|obligations?|responsibilit(?:y|ies)|definitions?|` +
    String.raw`powers?|authority|minima|dut(?:y|ies)|Congress|congressional|legislat(?:ure|ive))\b`,
  'i',
);

// 'a distinguished jurist', 'the distinguishing feature', 'distinguish between', 'as distinguished from'.
const ADJECTIVE_BEFORE = /\b(?:a|an|the|most|very|highly|our|his|her|their|its|as)\s+$/i;
const NOT_A_CASE_AFTER = /^\s+(?:between|among|as|features?|characteristics?|factors?|marks?|traits?)\b/i;
const PASSIVE_BEFORE = /\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?$/i;
// 'Smith, 1 U.S. 1, distinguished.' is how a syllabus lists a case the Court distinguished.
const SYLLABUS_FORM = { before: /,\s*$/, after: /^[.;]/ };
// '410 U.S. at 153 (distinguishing …)' is an explanatory parenthetical: the cited case did the distinguishing.
const PARENTHETICAL_BEFORE = /\(\s*$/;
// The object of an active 'distinguish' must be a case: 'distinguished Sherbert', 'distinguishes it', 'our prior
// cases', 'its earlier holding' — not 'the application of force from a show of authority'.
const CASE_OBJECT = new RegExp(
  String.raw`^\s+(?:and\s+\w+\s+)?(?:[A-Z]|(?:it|them)\b|(?:the|this|that|these|those|our|its|their)\s+` +
    String.raw`(?:[\w'’]+\s+){0,2}?(?:case|decision|precedent|holding|opinion|ruling)s?\b)`,
);

// 'the Smith rule, to distinguish it from the principle': a purpose, not a holding.
const PURPOSE = { before: /\bto\s+$/i, after: /^\s+(?:it|them)\s+from\b/i };

function distinguishesCase({ word, before, after }: TriggerContext): boolean {
  if (ADJECTIVE_BEFORE.test(before) || NOT_A_CASE_AFTER.test(after)) return false;
  if (PURPOSE.before.test(before) && PURPOSE.after.test(after)) return false;
  if (/able$/i.test(word) || PARENTHETICAL_BEFORE.test(before)) return true;
  const passive = PASSIVE_BEFORE.test(before) || (SYLLABUS_FORM.before.test(before) && SYLLABUS_FORM.after.test(after));
  return (/ed$/i.test(word) && passive) || CASE_OBJECT.test(after);
}

// 'we follow', 'we have consistently followed', 'we continue to follow'.
const WE_FOLLOW = new RegExp(
  String.raw`\bwe\s+(?:(?:have|had|now|today|again|also|therefore|thus|consistently|repeatedly|continue\s+to|` +
    String.raw`must)\s+)*follow(?:s|ed)?\b`,
  'gi',
);
// 'Following Batson v. Kentucky, 476 U.S. 79 (1986), we hold': a case name, capitalised and not 'The', before the
// comma, so 'Following the trial, the court' does not count.
const FOLLOWING_CASE =
  /\b[Ff]ollowing\s+(?!(?:The|This|That|These|Those|Our|Its|An?)\b)[A-Z][^;]{0,120}?,\s+(?:we|this Court)\b/g;

export const TREATMENT_RULES: readonly TreatmentRule[] = [
  {
    treatment: 'overruled',
    pattern: /\boverrul(?:e|es|ed|ing)\b/gi,
    aboutCase: ({ before, after }) =>
      !PROCEDURAL_RULING.test(before) && !PROCEDURAL_RULING.test(after) && !SUBJUNCTIVE_BEFORE.test(before),
  },
  {
    treatment: 'abrogated',
    pattern: /\babrogat(?:e|es|ed|ing)\b/gi,
    aboutCase: ({ before, after }) =>
      !NOT_A_CASE.test(before) && !NOT_A_CASE.test(after) && !SUBJUNCTIVE_BEFORE.test(before),
  },
  { treatment: 'distinguished', pattern: /\bdistinguish(?:able|ed|es|ing)?\b/gi, aboutCase: distinguishesCase },
  { treatment: 'followed', pattern: WE_FOLLOW },
  { treatment: 'followed', pattern: FOLLOWING_CASE },
  { treatment: 'followed', pattern: /\bwe\s+(?:(?:continue\s+to|still|today|again|must)\s+)*adhere\s+to\b/gi },
  { treatment: 'followed', pattern: /\breaffirm(?:s|ed|ing)?\b/gi },
];
