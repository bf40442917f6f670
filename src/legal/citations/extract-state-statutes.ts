import { normalizeSections } from './extract-codes';
import { groupsOf, spanOf } from './matching';
import { SECTION, SECTIONS, collapseWhitespace } from './patterns';
import type { StateStatuteCitation } from './types';

type Jurisdiction = StateStatuteCitation['jurisdiction'];
type Groups = Record<string, string | undefined>;

/**
 * The abbreviated subject of a code: 'Civ. Proc.', 'Bus. & Prof.', 'Penal', "Gov't". An administrative code
 * ('Tex. Admin. Code') holds regulations, not statutes, and is left out.
 */
const SUBJECT = String.raw`(?!Admin\.)(?<subject>(?:[A-Z][A-Za-z'’]*\.?\s*(?:&\s*)?){1,5}?)`;
/** '(2020)', '(West 2015)', '(McKinney Supp. 2021)': the year of the code's edition, with its publisher. */
const YEAR_AFTER = String.raw`(?:\s*\((?:(?:McKinney|West|Vernon|Deering|LexisNexis)\s*)?(?:Supp\.\s*)?(?<year>\d{4})\))?`;
const NOT_AFTER_WORD = String.raw`(?<![\w.])`;

// The California Style Manual's own names, as California courts write them ('Code Civ. Proc., § 425.16').
const CALIFORNIA_STYLE_SUBJECTS: Record<string, string> = {
  'Pen.': 'Penal',
  'Gov.': "Gov't",
  'Health & Saf.': 'Health & Safety',
};

type StateCodeForm = {
  jurisdiction: Jurisdiction;
  /**
   * Words every match of the form contains. The patterns begin with a look-behind and optional parts, so the regex
   * engine tries them at each character of the text; most opinions never name the code, and this finds that out in
   * one fast scan.
   */
  mentions: RegExp;
  pattern: RegExp;
  code: (groups: Groups) => string;
  marker: (groups: Groups) => StateStatuteCitation['marker'];
};

function subject(groups: Groups): string {
  const written = collapseWhitespace(groups.subject ?? '')
    .replace(/\.(?=[A-Z])/g, '. ')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/’/g, "'");
  return CALIFORNIA_STYLE_SUBJECTS[written] ?? written;
}

function sectionSign(groups: Groups): '§' | '§§' {
  return groups.symbols ? '§§' : '§';
}

function form(
  jurisdiction: Jurisdiction,
  mentions: RegExp,
  source: string,
  rest: Omit<StateCodeForm, 'jurisdiction' | 'mentions' | 'pattern'>,
): StateCodeForm {
  return { jurisdiction, mentions, pattern: new RegExp(`${NOT_AFTER_WORD}${source}${YEAR_AFTER}`, 'g'), ...rest };
}

const FORMS: readonly StateCodeForm[] = [
  // Bluebook: 'Cal. Civ. Proc. Code § 425.16', 'Cal. Bus. & Prof. Code Ann. § 17200'.
  form('Cal.', /Cal\./, String.raw`Cal\.\s*${SUBJECT}Code(?:\s*Ann\.)?,?\s*${SECTIONS}`, {
    code: (groups) => `Cal. ${subject(groups)} Code`,
    marker: sectionSign,
  }),
  // The older Bluebook form and the California Style Manual: 'Cal. Code Civ. Proc. § 425.16', 'Code Civ. Proc., § 425.16'.
  form('Cal.', /Code\s*Civ\./, String.raw`(?:Cal\.\s*)?Code\s*Civ\.\s*Proc\.,?\s*${SECTIONS}`, {
    code: () => 'Cal. Civ. Proc. Code',
    marker: sectionSign,
  }),
  form(
    'Cal.',
    /Code,/,
    String.raw`(?<subject>Civ\.|Pen\.|Evid\.|Gov\.|Lab\.|Bus\.\s*&\s*Prof\.|Fam\.|Prob\.|Veh\.|Health\s*&\s*Saf\.|Welf\.\s*&\s*Inst\.|Ins\.|Corp\.|Com\.)\s*Code,\s*${SECTIONS}`,
    { code: (groups) => `Cal. ${subject(groups)} Code`, marker: sectionSign },
  ),
  // 'N.Y. C.P.L.R. 3211(a)(7)' and New York courts' 'CPLR 3211(a)(7)'; Bluebook writes no section sign.
  form(
    'N.Y.',
    /C\.\s*P\.\s*L\.\s*R\.|CPLR/,
    String.raw`(?:N\.\s*Y\.\s*)?(?:C\.\s*P\.\s*L\.\s*R\.|CPLR)\s*(?:§\s*)?(?<section>${SECTION})`,
    { code: () => 'N.Y. C.P.L.R.', marker: () => null },
  ),
  form('N.Y.', /N\.\s*Y\./, String.raw`N\.\s*Y\.\s*${SUBJECT}Law(?:\s*Ann\.)?\s*${SECTIONS}`, {
    code: (groups) => `N.Y. ${subject(groups)} Law`,
    marker: sectionSign,
  }),
  form('Tex.', /Tex\./, String.raw`Tex\.\s*Code\s*Crim\.\s*Proc\.(?:\s*Ann\.)?\s*art\.\s*(?<section>${SECTION})`, {
    code: () => 'Tex. Code Crim. Proc.',
    marker: () => 'art.',
  }),
  form('Tex.', /Tex\./, String.raw`Tex\.\s*${SUBJECT}Code(?:\s*Ann\.)?\s*${SECTIONS}`, {
    code: (groups) => `Tex. ${subject(groups)} Code`,
    marker: sectionSign,
  }),
  form('Fla.', /Fla\.\s*Stat\./, String.raw`Fla\.\s*Stat\.(?:\s*Ann\.)?\s*${SECTIONS}`, {
    code: () => 'Fla. Stat.',
    marker: sectionSign,
  }),
  // Florida courts put the section first: '§ 768.79, Fla. Stat. (2020)'.
  form('Fla.', /Fla\.\s*Stat\./, String.raw`§\s*(?<section>${SECTION}),\s*Fla\.\s*Stat\.`, {
    code: () => 'Fla. Stat.',
    marker: () => '§',
  }),
  // '735 ILCS 5/2-615' and '735 Ill. Comp. Stat. 5/2-615': chapter, act and section.
  form(
    'Ill.',
    /ILCS|Ill\.\s*Comp\./,
    String.raw`(?<chapter>\d{1,3})\s+(?:ILCS|Ill\.\s*Comp\.\s*Stat\.(?:\s*Ann\.)?)\s*(?<act>\d+)\s*\/\s*(?<section>${SECTION})`,
    { code: () => 'Ill. Comp. Stat.', marker: () => null },
  ),
];

function sectionOf(groups: Groups, marker: StateStatuteCitation['marker']): string {
  const section = normalizeSections(groups.sections ?? groups.section ?? '', marker === '§§');
  return groups.act ? `${groups.act}/${section}` : section;
}

/** Codes of California, New York, Texas, Florida and Illinois, the state jurisdictions the product supports. */
export function extractStateStatutes(text: string): StateStatuteCitation[] {
  const named = FORMS.filter(({ mentions }) => mentions.test(text));
  return named.flatMap(({ jurisdiction, pattern, code, marker }) =>
    [...text.matchAll(pattern)].map((match): StateStatuteCitation => {
      const groups = groupsOf(match);
      const sign = marker(groups);
      return {
        kind: 'state-statute',
        ...spanOf(match),
        jurisdiction,
        code: code(groups),
        chapter: groups.chapter ? Number(groups.chapter) : null,
        marker: sign,
        section: sectionOf(groups, sign),
        year: groups.year ? Number(groups.year) : null,
      };
    }),
  );
}
