import type { PartLayout, PartStart } from '../drafting/filing-parts';
import { bareJudgeName, formatIntakeValue } from '../drafting/format-values';
import type { Intake } from '../drafting/schema';
import type { Paper } from './schema';

/**
 * How each companion paper sits in the exported filing, by the companion's id. Every paper filed by a represented
 * party is signed by its attorney (Cal. Code Civ. Proc. § 128.7(a); Fed. R. Civ. P. 11(a); Tex. R. Civ. P. 57;
 * 22 NYCRR 130-1.1a(a); Fla. R. Gen. Prac. & Jud. Admin. 2.515(a)); a declaration or proof of service is signed by the
 * person who declares or served (Cal. Code Civ. Proc. § 2015.5; N.Y. CPLR 2106), and a proposed order by the judge.
 * A companion not listed here stays inside the paper it is filed in (a Rule 201(k) statement, a Florida statement of
 * supporting factual position).
 */
const LAYOUTS: Record<string, PartLayout> = {
  // California may combine notice, demurrer or motion and memorandum in one document whose caption names each
  // (Cal. Rules of Court, rule 3.1112(c)); each is still a paper of its own, signed.
  demurrer: { opening: 'continues', signer: 'attorney' },
  memorandum: { opening: 'continues', signer: 'attorney' },
  'notice-of-motion': { opening: 'caption', signer: 'attorney' },
  'notice-of-hearing': { opening: 'caption', signer: 'attorney' },
  'memorandum-of-law': { opening: 'caption', signer: 'attorney' },
  // N.D. Tex.: the brief is filed as a document separate from the motion (LR 56.5(a)), and so is the appendix.
  'brief-in-support': { opening: 'caption', signer: 'attorney' },
  appendix: { opening: 'caption', signer: 'attorney' },
  'affirmation-in-support': { opening: 'caption', signer: 'affirmant' },
  'affirmation-of-good-faith': { opening: 'caption', signer: 'affirmant' },
  'meet-and-confer-declaration': { opening: 'caption', signer: 'own' },
  declaration: { opening: 'caption', signer: 'own' },
  'separate-statement': { opening: 'caption', signer: 'attorney' },
  'statement-of-undisputed-facts': { opening: 'caption', signer: 'attorney' },
  'statement-of-material-facts': { opening: 'caption', signer: 'attorney' },
  'disclosure-statement': { opening: 'caption', signer: 'attorney' },
  'proposed-order': { opening: 'caption', signer: 'court' },
  'word-count-certification': { opening: 'continues', signer: 'affirmant' },
  'certificate-of-conference': { opening: 'continues', signer: 'affirmant' },
  'conference-certification': { opening: 'continues', signer: 'affirmant' },
  'good-faith-certification': { opening: 'continues', signer: 'affirmant' },
  'certificate-of-service': { opening: 'continues', signer: 'affirmant' },
  'proof-of-service': { opening: 'new-page', signer: 'own' },
  'affirmation-of-service': { opening: 'new-page', signer: 'own' },
};

/** Where the companions of a paper begin in its draft, and how each opens and is signed; null without a paper. */
export function partStartsFor(paper: Paper | null): PartStart[] | null {
  if (!paper) return null;
  return paper.companions.flatMap((companion) => {
    const layout = LAYOUTS[companion.id];
    return layout && companion.sectionId ? [{ sectionId: companion.sectionId, ...layout }] : [];
  });
}

/** What a jurisdiction's courts ask of a filing's first page, each with its source. */
export type FirstPage = {
  /** "Case No." or "Index No.": the label of the number the court assigned. */
  numberLabel: string;
  /** The attorney's name, address, telephone, email and bar number on lines 1–7, left of centre. */
  attorneyBlock: boolean;
  /** Below the case number: the hearing's date, time and department and the judge, for a noticed motion. */
  hearingLines: boolean;
  sources: string[];
};

const PLAIN: FirstPage = { numberLabel: 'Case No.', attorneyBlock: false, hearingLines: false, sources: [] };

const FIRST_PAGES: Record<string, FirstPage> = {
  'us-ca': {
    numberLabel: 'Case No.',
    attorneyBlock: true,
    hearingLines: true,
    sources: ['Cal. Rules of Court, rule 2.111(1)', 'Cal. Rules of Court, rule 3.1110(b)'],
  },
  // The index number is assigned when the action is filed and is on the face of every paper filed.
  'us-ny': { numberLabel: 'Index No.', attorneyBlock: false, hearingLines: false, sources: ['N.Y. CPLR 306-a', '22 NYCRR 202.5(a)'] },
  // The clerk endorses the file number on the petition (Tex. R. Civ. P. 24); Texas papers carry it as the "Cause No.".
  'us-tx': { numberLabel: 'Cause No.', attorneyBlock: false, hearingLines: false, sources: ['Tex. R. Civ. P. 24'] },
};

export const firstPageFor = (jurisdiction: string): FirstPage => FIRST_PAGES[jurisdiction] ?? PLAIN;

const textOf = (value: Intake[string]) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Under the case number of a noticed motion's first page: the hearing's date, time and department and the judge, the
 * date the action was filed and the trial date (Cal. Rules of Court, rule 3.1110(b)); what the intake does not give
 * is left in brackets for the attorney.
 */
export function hearingLines(intake: Intake): string[] {
  const date = textOf(intake.hearingDate);
  const judge = textOf(intake.judge);
  return [
    `Date: ${date ? (formatIntakeValue(HEARING_DATE, date) ?? date) : '[hearing date]'}`,
    `Time: ${textOf(intake.hearingTime) ?? '[time]'}`,
    `Dept.: ${textOf(intake.department) ?? '[department]'}`,
    `Judge: ${judge ? `Hon. ${bareJudgeName(judge)}` : '[assigned judge]'}`,
    `Action Filed: ${textOf(intake.actionFiled) ?? '[date the complaint was filed]'}`,
    `Trial Date: ${textOf(intake.trialDate) ?? '[trial date, or None set]'}`,
  ];
}

const HEARING_DATE = { kind: 'date', id: 'hearingDate', label: 'Hearing date', required: false, help: 'The hearing date.' } as const;
