import { CERTIFICATE_OF_SERVICE, boilerplate, lawyerOnly, optional } from '../../drafting/catalogue-builders';
import { paperSchema, type Paper, type PaperInput } from '../schema';
import { supportingDeclaration } from './builders';
import { FEDERAL_SUMMARY_JUDGMENT } from './federal-motions';

/**
 * A district's own form of a federal paper, where its local civil rules (Fed. R. Civ. P. 83(a)) make the filing a
 * different sequence of papers than the generic notice-and-memorandum form. Keyed by the chosen court's district
 * (src/legal/courts, ADR 042); every other district keeps the generic paper.
 *
 * Northern District of Texas, Local Civil Rules (effective Sept. 1, 2023, as published at txnd.uscourts.gov):
 * a summary-judgment motion is a motion, a brief filed as a separate document, and an appendix of the evidence.
 */

const NDTX = 'N.D. Tex. LR';

const NDTX_SUMMARY_JUDGMENT: PaperInput = {
  ...FEDERAL_SUMMARY_JUDGMENT,
  designation: 'Motion for Summary Judgment',
  effective: '2023-09-01',
  effectiveNote: 'The date the court\'s published Civil Rules give (September 1, 2023); a later amendment, such as LR 7.2(f) on generative artificial intelligence, is stated but not dated here.',
  timing: [
    ...FEDERAL_SUMMARY_JUDGMENT.timing ?? [],
    { text: 'Unless the presiding judge directs otherwise, no motion for summary judgment may be filed within 90 days of the trial setting.', citation: `${NDTX} 56.2(a)` },
    { text: 'Unless the presiding judge directs otherwise, or the law permits, a party may file no more than one motion for summary judgment.', citation: `${NDTX} 56.2(b)` },
  ],
  companions: [
    { id: 'brief-in-support', name: 'Brief in Support', citation: `${NDTX} 56.5(a)`, required: true, when: 'Sets out the argument and authorities, filed as a document separate from the motion.', sectionId: 'brief' },
    { id: 'appendix', name: 'Appendix', citation: `${NDTX} 56.3(a)(2), 56.5(c)`, required: false, when: 'When the motion relies on materials in the record (Fed. R. Civ. P. 56(c)(1)(A)); the brief cites each relevant page of it.', sectionId: 'appendix' },
    { id: 'declaration', name: 'Declaration', citation: 'Fed. R. Civ. P. 56(c)(1)(A), 56(c)(4); 28 U.S.C. § 1746', required: false, when: 'Filed in the appendix when a witness\'s personal knowledge supports a fact.', sectionId: 'declaration' },
    { id: 'proposed-order', name: '[Proposed] Order', citation: `${NDTX} 7.1(c), 56.1`, required: true, when: 'Set forth separately; not required for an opposed motion submitted on paper.', sectionId: 'proposed-order' },
    { id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Fed. R. Civ. P. 5(d)(1)(B)', required: false, when: 'Not required when the paper is served by filing it with the court\'s electronic-filing system.', sectionId: 'certificate-of-service' },
  ],
  limits: [
    { text: 'The motion states on its first page, under the heading "Summary", the elements of each claim or defense on which summary judgment is sought; the moving party may instead state in the motion that these matters are set forth in its brief.', citation: `${NDTX} 56.3(a)(1), 56.3(b)` },
    { text: 'A motion for summary judgment on fewer than all claims or defenses must be styled as a motion for partial summary judgment.', citation: `${NDTX} 56.3(c)` },
    { text: 'The motion itself contains no argument and authorities: they belong in the brief.', citation: `${NDTX} 56.3` },
    { text: 'The brief in support must not exceed 50 pages, excluding the table of contents and table of authorities; the presiding judge may set fewer.', citation: `${NDTX} 56.5(b)` },
    { text: 'A brief of more than 10 pages must contain a table of contents with page references and an alphabetically arranged table of cases, statutes and other authorities cited, with the page of every citation.', citation: `${NDTX} 7.2(d)` },
    { text: 'Each assertion about the record is supported by a citation to each relevant page of the appendix.', citation: `${NDTX} 56.5(c)` },
    { text: 'A brief prepared using generative artificial intelligence discloses this on its first page under the heading "Use of Generative Artificial Intelligence".', citation: `${NDTX} 7.2(f)` },
    { text: 'Each paper is titled on its face, and its signature block gives the attorney\'s bar number, a facsimile number and an email address.', citation: `${NDTX} 10.1(a), (b)` },
    { text: 'No certificate of conference: a conference before filing is not required for a motion for summary judgment.', citation: `${NDTX} 7.1(a)` },
  ],
  checkBeforeFiling: [
    {
      subject: 'The presiding judge\'s requirements',
      citation: `Fed. R. Civ. P. 83(b); ${NDTX} 56.5(b)`,
      reason: 'A judge may shorten the brief\'s page limit by order and may have specific requirements (an AI-use certificate, font, appendix form); read them for the assigned judge.',
    },
    {
      subject: 'Hearing',
      citation: 'Fed. R. Civ. P. 78(b)',
      reason: 'The form notices no hearing date: the local rules read set none for a summary-judgment motion, and a court may decide motions on the briefs. Confirm whether the presiding judge sets argument.',
    },
  ],
  sections: [
    boilerplate('motion', 'Motion for Summary Judgment', 'The motion: what is moved for and on which claims or defenses, without argument or authorities.', [
      '{{representedParty}} {{representedParties}} moves under Federal Rule of Civil Procedure 56 for summary judgment on the following claims or defenses: {{claimsAtIssue}}.',
      'Summary. As Local Civil Rule 56.3(b) permits, the elements of each claim or defense on which summary judgment is sought, and the grounds on which the motion rests, are set forth in the brief in support filed with this motion. The evidence is in the appendix filed with it, cited by page.',
      '{{representedParty}} asks the Court to grant summary judgment and order the following relief: {{reliefSought}}.',
    ]),
    lawyerOnly('brief', 'Brief in Support of Motion for Summary Judgment', 'Opens the brief: the summary of the elements of each claim or defense on which judgment is sought (LR 56.3(a)(1), 56.5(a)).'),
    lawyerOnly('facts', 'Statement of Undisputed Facts', 'Each material fact, with a citation to each page of the appendix that supports it (LR 56.5(c)).', ['{{undisputedFacts}}']),
    lawyerOnly('legal-standard', 'Summary Judgment Standard', 'The Rule 56 standard and the burden on each claim or defense, with verified authority.'),
    lawyerOnly('argument', 'Argument and Authorities', 'Why the undisputed facts entitle the movant to judgment on each claim or defense.', [
      'Claims or defenses at issue: {{claimsAtIssue}}.',
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant the Motion for Summary Judgment and order the following relief: {{reliefSought}}.',
    ]),
    boilerplate('appendix', 'Appendix in Support of Motion for Summary Judgment', 'The evidence the motion relies on, each page numbered so the brief can cite it.', [
      '{{representedParty}} submits this appendix of the materials in the record on which its Motion for Summary Judgment relies.',
      'Materials: {{evidence}}.',
      '[Index: each document, with the appendix pages it occupies (App. 1–…).]',
    ]),
    supportingDeclaration('declaration', 'Declaration of [Declarant] in Support of Motion for Summary Judgment', 'I declare under penalty of perjury that the foregoing is true and correct. Executed on [date] at [city and state].'),
    // Decided on the papers: the order recites what was considered, not a hearing.
    boilerplate('proposed-order', '[Proposed] Order Granting Motion for Summary Judgment', 'The order the court is asked to sign, set forth separately (LR 7.1(c)).', [
      'Before the Court is the Motion for Summary Judgment of {{representedParties}}. Having considered the motion, the brief and appendix in support, the response and the applicable law, the Court GRANTS the motion and ORDERS the following: {{reliefSought}}.',
      'Dated: [date]',
      '______________________________ United States District Judge',
    ]),
    optional(CERTIFICATE_OF_SERVICE),
  ],
};

/** District forms by the chosen court's district (courts-db id), validated when the module loads. */
export const DISTRICT_PAPERS: readonly { districtId: string; paper: Paper }[] = [
  { districtId: 'txnd', paper: NDTX_SUMMARY_JUDGMENT },
].map(({ districtId, paper }) => ({ districtId, paper: paperSchema.parse(paper) }));

/** The district's own form of a federal goal's paper, or null where the district keeps the generic one. */
export const districtPaper = (districtId: string, typeId: string): Paper | null =>
  DISTRICT_PAPERS.find((entry) => entry.districtId === districtId && entry.paper.typeId === typeId)?.paper ?? null;
