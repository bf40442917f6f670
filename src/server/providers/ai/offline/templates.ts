import { jurisdictionLabel, type Jurisdiction } from '../../../../shared/jurisdictions';
import type { DocumentKind } from './intent';

/*
 * Skeletons only: headings and bracketed placeholders. They state no rule of law and cite no authority, because
 * the offline engine has no way to know which rule governs; the attorney (or a connected model) supplies both.
 */

export const signature = [
  'Dated: [date]',
  '',
  'Respectfully submitted,',
  '',
  '[Attorney name] ([State] Bar No. [number])',
  '[Firm] · [Address] · [Telephone] · [Email]',
  'Attorney for [Party]',
];

export function caption(jurisdiction: Jurisdiction | null, title: string): string[] {
  const court = jurisdiction === 'us-federal' ? 'UNITED STATES DISTRICT COURT, [DISTRICT]' : '[NAME OF COURT]';
  const where = jurisdiction && jurisdiction !== 'us-federal' ? ` — ${jurisdictionLabel(jurisdiction)}` : '';
  return [
    `**${court}**${where}`,
    '',
    '[PLAINTIFF], Plaintiff, v. [DEFENDANT], Defendant.',
    '',
    'Case No. [number] · Judge [name] · Hearing: [date, time, department]',
    '',
    // The title as written: upper-casing would change a citation in it ('CPLR 3211(a)(7)').
    `# [Party]'s ${title}`,
  ];
}

const argument = [
  '## Legal Standard',
  '[Standard of review: state the standard that governs this motion and cite controlling authority. Verify every citation before filing.]',
  '',
  '## Argument',
  '### I. [First point, stated as the conclusion you want the court to reach]',
  '[Rule, with verified authority; the facts that satisfy or defeat it; why the rule applies here.]',
  '',
  '### II. [Second point]',
  '[Rule, authority, application.]',
];

function courtFiling(document: 'motion' | 'brief', title: string, jurisdiction: Jurisdiction | null): string[] {
  const heading = document === 'brief' ? '[Title of Brief]' : title;
  return [
    ...caption(jurisdiction, heading),
    '',
    '## Introduction',
    '[Two or three sentences: what the party asks the court to do, and the main reason it should.]',
    '',
    '## Statement of Facts',
    '[The facts this filing depends on, each with a record citation (declaration, exhibit, complaint ¶).]',
    '',
    ...argument,
    '',
    '## Conclusion',
    '[The precise relief requested.]',
    '',
    ...signature,
  ];
}

function complaint(jurisdiction: Jurisdiction | null): string[] {
  return [
    ...caption(jurisdiction, 'Complaint'),
    '',
    '## Introduction',
    '[The nature of the action in a short paragraph.]',
    '',
    '## Parties',
    '1. [Plaintiff: name, residence or citizenship, capacity.]',
    '2. [Defendant: name, residence or citizenship, capacity.]',
    '',
    '## Jurisdiction and Venue',
    '3. [The basis of subject-matter jurisdiction and of venue, with the statute or rule relied on (verify it).]',
    '',
    '## Statement of Facts',
    '4. [One fact per numbered paragraph, in order.]',
    '',
    '## Count I — [Claim]',
    '5. [The elements of the claim and the paragraphs above that satisfy each.]',
    '',
    '## Prayer for Relief',
    '[Each form of relief requested: damages, injunction, costs, fees (with their basis).]',
    '',
    '## Demand for Jury Trial',
    '[If demanded.]',
    '',
    ...signature,
  ];
}

function memo(): string[] {
  return [
    '# Memorandum',
    '',
    '**To:** [name] · **From:** [name] · **Date:** [date] · **Re:** [matter, question in a line]',
    '',
    '## Question Presented',
    '[The legal question, with the key facts, in one sentence.]',
    '',
    '## Brief Answer',
    '[Yes / no / probably, and why in two or three sentences.]',
    '',
    '## Statement of Facts',
    '[The facts that matter to the question, and their source.]',
    '',
    '## Discussion',
    '[The governing rule and standard, with verified authority; application to the facts; counter-arguments.]',
    '',
    '## Conclusion',
    '[The answer, the risks, and recommended next steps.]',
  ];
}

const NDA_CLAUSES = [
  '## 2. Confidential Information\n[What is protected, how it must be marked or identified, and in what forms.]',
  '## 3. Obligations of the Receiving Party\n[Use only for the Purpose; who may see it; standard of care.]',
  '## 4. Exclusions\n[Information that is public, already known, independently developed, or lawfully received from others.]',
  '## 5. Compelled Disclosure\n[Notice to the disclosing party and cooperation before any disclosure required by law.]',
  '## 6. Term and Return of Information\n[How long the obligations last; return or destruction on request.]',
  '## 7. Remedies\n[Injunctive relief and other remedies, as the parties agree.]',
];

const CONTRACT_CLAUSES = [
  '## 2. Scope of Work\n[What each party will deliver or do, and by when.]',
  '## 3. Payment\n[Fees, invoicing, due dates, late charges.]',
  '## 4. Term and Termination\n[Start, duration, renewal; termination for cause and for convenience; what survives.]',
  '## 5. Representations and Warranties\n[What each party promises is true.]',
  '## 6. Indemnification\n[Who covers which third-party claims, and the procedure.]',
  '## 7. Limitation of Liability\n[Caps and excluded damages, and their exceptions.]',
  '## 8. Confidentiality\n[Or refer to a separate NDA.]',
];

function agreement(title: string, clauses: string[], jurisdiction: Jurisdiction | null): string[] {
  const law = jurisdiction && jurisdiction !== 'us-federal' ? `[${jurisdictionLabel(jurisdiction)}, if the parties so choose]` : '[State]';
  return [
    `# ${title}`,
    '',
    `This ${title} is made on [date] between [Party A], a [state] [entity type] ("[Short name]"), and [Party B], a [state] [entity type] ("[Short name]").`,
    '',
    '## Recitals',
    'WHEREAS [background and purpose of the agreement];',
    'NOW, THEREFORE, the parties agree as follows:',
    '',
    '## 1. Definitions',
    '["Term" means …; one definition per line, only for terms used more than once.]',
    '',
    ...clauses.flatMap((clause) => [clause, '']),
    `## ${clauses.length + 2}. Governing Law and Disputes`,
    `[This Agreement is governed by the laws of ${law}; forum, venue and dispute resolution.]`,
    '',
    `## ${clauses.length + 3}. General Provisions`,
    '[Entire agreement, amendment, assignment, notices, severability, counterparts.]',
    '',
    '## Signatures',
    '[PARTY A] — By: ______ Name: [name] Title: [title] Date: [date]',
    '',
    '[PARTY B] — By: ______ Name: [name] Title: [title] Date: [date]',
  ];
}

/** The Markdown skeleton for a document kind, with the caption or governing-law placeholder for the jurisdiction. */
export function draftSkeleton(document: DocumentKind, title: string, jurisdiction: Jurisdiction | null): string {
  const lines =
    document === 'motion' || document === 'brief'
      ? courtFiling(document, title, jurisdiction)
      : document === 'complaint'
        ? complaint(jurisdiction)
        : document === 'memo'
          ? memo()
          : agreement(title, document === 'nda' ? NDA_CLAUSES : CONTRACT_CLAUSES, jurisdiction);
  return lines.join('\n');
}
