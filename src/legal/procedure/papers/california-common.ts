import { boilerplate, field } from '../../drafting/catalogue-builders';
import type { DocumentSection, IntakeField } from '../../drafting/schema';
import { DECLARANT_SIGNATURE } from './builders';
import { motionFields } from '../../drafting/types-motions';

/** What every California superior court motion shares: notice, memorandum rules, hearing periods, proof of service. */

export const CALIFORNIA_OATH =
  'I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on [date] at [city], California.';

/**
 * The California Rules of Court took their current numbers on Jan. 1, 2007, the date these papers carry as
 * `effective`; later amendments to the rules and sections stated are not recorded, so the lawyer confirms them.
 */
export const CALIFORNIA_EFFECTIVE = '2007-01-01';
export const CALIFORNIA_EFFECTIVE_NOTE = 'The date the Rules of Court took their current numbering; later amendments to the sections and rules cited are not recorded (see Check before filing).';
export const LATER_AMENDMENTS_CHECK = {
  subject: 'Later amendments to the sections and rules stated',
  citation: 'Code Civ. Proc.; Cal. Rules of Court',
  reason: 'This paper states the rules as numbered since January 1, 2007 and does not record later amendments; confirm the current text of each section and rule cited.',
};

export const NOTICE_PERIODS = {
  text: 'Moving papers must be served and filed at least 16 court days before the hearing, opposition at least 9 court days before it and reply at least 5 court days before it; the notice period is extended when the papers are served by mail, overnight delivery or fax as the section provides.',
  citation: 'Code Civ. Proc. § 1005(b)',
};

export const MEMORANDUM_RULE = {
  text: 'A party filing a motion must serve and file a supporting memorandum; the court may construe its absence as an admission that the motion is not meritorious.',
  citation: 'Cal. Rules of Court, rule 3.1113(a)',
};

export const PAPERS_IN_SUPPORT = {
  text: 'The papers in support of a motion consist at least of a notice of hearing on the motion, the motion itself and a memorandum.',
  citation: 'Cal. Rules of Court, rule 3.1112(a)',
};

export const TABLES_PAST_TEN_PAGES = {
  text: 'A memorandum over 10 pages must include a table of contents and a table of authorities; one over 15 pages must also include an opening summary of argument.',
  citation: 'Cal. Rules of Court, rule 3.1113(f)',
};

export function pageLimit(opening: number) {
  return {
    text: `An opening or responding memorandum may not exceed ${opening} pages and a reply may not exceed 10 pages (the caption page, exhibits, declarations, attachments, tables and proof of service are not counted).`,
    citation: 'Cal. Rules of Court, rule 3.1113(d)',
  };
}

/** The notice of hearing; `name` is the notice section's own heading. */
export function noticeCompanion(name: string) {
  return { id: 'notice-of-hearing', name, citation: 'Cal. Rules of Court, rule 3.1112(a)(1)', required: true, sectionId: 'notice' };
}
export const MEMORANDUM_COMPANION = {
  id: 'memorandum', name: 'Memorandum of Points and Authorities', citation: 'Cal. Rules of Court, rules 3.1112(a)(3), 3.1113(a)', required: true, sectionId: 'introduction',
};
export const PROOF_OF_SERVICE_COMPANION = {
  id: 'proof-of-service', name: 'Proof of Service', citation: 'Code Civ. Proc. §§ 1011, 1013a, 1010.6', required: true, sectionId: 'proof-of-service',
};

/**
 * The motion intake with the hearing's time and department after its date: the notice states when and where, and the
 * first page states them below the case number (Cal. Rules of Court, rule 3.1110(b)(1)).
 */
export function californiaMotionFields(specific: IntakeField[]): IntakeField[] {
  return motionFields(specific).flatMap((entry) => entry.id !== 'hearingDate' ? [entry] : [
    entry,
    field('text', 'hearingTime', 'Hearing time', 'As the court set it, e.g. "9:00 a.m.".', false),
    field('text', 'department', 'Department', 'The department that hears the motion, e.g. "17"; the court\'s calendar or its reservation gives it.', false),
  ]);
}

/** The notice of hearing; `request` says what the party does ("will and hereby does demur to the complaint ..."). */
export function californiaNotice(heading: string, request: string): DocumentSection {
  return boilerplate('notice', heading, 'Tells the parties what is sought, when and where (rule 3.1112(a)(1)).', [
    `TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD: PLEASE TAKE NOTICE that on {{hearingDate}} at {{hearingTime}}, in Department {{department}} of the {{court}}, before the Honorable {{judge}}, {{representedParty}} {{representedParties}} ${request}.`,
    'It is based on this notice, the memorandum of points and authorities, the papers filed with it, the pleadings, records and files in this action, and such further evidence and argument as the Court may consider.',
  ]);
}

/** Proof of service by a person over 18 who is not a party, declared under California law. */
export const PROOF_OF_SERVICE = boilerplate('proof-of-service', 'Proof of Service', 'Records service on every party, the method and the addresses.', [
  'I am over the age of 18 years and not a party to this action. On [date of service] I served the foregoing documents on the persons listed below by [method of service: personal delivery, mail, overnight delivery or electronic service] at [addresses or electronic service addresses].',
  CALIFORNIA_OATH,
  DECLARANT_SIGNATURE,
]);
