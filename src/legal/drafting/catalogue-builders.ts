import { BAR_STATES } from './bar-states';
import type { DocumentSection, IntakeField } from './schema';

/** Short constructors that keep the type catalogue readable; they only fill in the schema's fields. */

type Kind = 'text' | 'textarea' | 'date' | 'money' | 'number';

export function field(kind: Kind, id: string, label: string, help: string, required = true): IntakeField {
  return { kind, id, label, help, required };
}

export function selectField(
  id: string,
  label: string,
  help: string,
  options: [value: string, label: string][],
  required = true,
): IntakeField {
  return { kind: 'select', id, label, help, required, options: options.map(([value, text]) => ({ value, label: text })) };
}

export function partyField(id: string, label: string, help: string, multiple = false): IntakeField {
  return { kind: 'party', id, label, help, required: true, multiple };
}

/** A section whose text is standard and safe to assemble from the template. */
export function boilerplate(id: string, heading: string, purpose: string, template: string[]): DocumentSection {
  return { id, heading, purpose, template, required: true, lawyerOnly: false };
}

/** A section only a lawyer or a model can write; the template may still frame it with intake values. */
export function lawyerOnly(id: string, heading: string, purpose: string, template: string[] = []): DocumentSection {
  return { id, heading, purpose, template, required: true, lawyerOnly: true };
}

export function optional(section: DocumentSection): DocumentSection {
  return { ...section, required: false };
}

/** Who signs a court filing, and for whom. */
export const ATTORNEY_FIELDS: IntakeField[] = [
  field('text', 'attorneyName', 'Attorney name', 'The attorney of record who signs the filing.'),
  field('text', 'barNumber', 'State bar number', 'Bar number as it appears on filings in this court.'),
  selectField('barState', 'Bar admitted in', 'The state whose bar admitted you; the signature block names that bar beside the number.',
    BAR_STATES.map((state) => [state, state]), false),
  field('text', 'firm', 'Firm', 'Law firm or office name.'),
  field('textarea', 'attorneyAddress', 'Attorney address', 'Street address, city, state and ZIP code.'),
  field('text', 'attorneyPhone', 'Telephone', 'Telephone number for the signature block.'),
  field('text', 'attorneyEmail', 'Email', 'Email address for service and the signature block.'),
];

/** The case a filing belongs to: the caption is built from these. */
export const CASE_FIELDS: IntakeField[] = [
  {
    kind: 'court', id: 'courtId', label: 'Chosen court', required: false,
    help: 'The court from the jurisdiction\'s list: district and division, county, circuit. The caption and the judges\' orders follow it.',
  },
  field('text', 'court', 'Court', 'Full name, when the court is not in the list, e.g. "Circuit Court of Cook County, Illinois". A court chosen above fills it.'),
  field('text', 'caseNumber', 'Case number', 'As assigned by the clerk; leave blank for a new complaint.', false),
  field('text', 'judge', 'Judge', 'Assigned judge, if any.', false),
  partyField('plaintiffs', 'Plaintiffs', 'Every plaintiff, with a description such as "an individual".', true),
  partyField('defendants', 'Defendants', 'Every defendant, with a description such as "a Delaware corporation".', true),
];

/** The side a motion or brief is filed for; `{{representedParties}}` names that side's parties. */
export const REPRESENTED_PARTY_FIELD = selectField('representedParty', 'Party represented', 'The side this attorney represents.', [
  ['plaintiff', 'Plaintiff'],
  ['defendant', 'Defendant'],
]);

/** Proof of service closes every filing; who was served and how is for the attorney to state. */
export const CERTIFICATE_OF_SERVICE = boilerplate('certificate-of-service', 'Certificate of Service', 'Records service on the other parties.', [
  'I certify that on [date of service] I served this document on all parties or their counsel of record by [method of service].',
  '[Signature of person who served]',
]);

/** What every contract needs to be signed and enforced. */
export const CONTRACT_FIELDS: IntakeField[] = [
  field('date', 'effectiveDate', 'Effective date', 'The date the agreement takes effect.'),
  field('text', 'governingLaw', 'Governing law', 'The state whose law governs, e.g. "California".'),
  field('text', 'venue', 'Venue', 'Courts with exclusive jurisdiction, e.g. "the state and federal courts in San Francisco County".'),
];

/** Boilerplate closing provisions every contract in the catalogue carries. */
export const GENERAL_PROVISIONS = boilerplate('general', 'General Provisions', 'Governing law, venue, notices and integration.', [
  'Governing Law and Venue. This Agreement is governed by the laws of the State of {{governingLaw}}, without regard to its conflict-of-laws principles. Each party submits to the exclusive jurisdiction of {{venue}}.',
  'Notices. Notices under this Agreement must be in writing and delivered by hand, by nationally recognized overnight courier, or by email with confirmation of receipt, to the addresses a party designates in writing.',
  'Entire Agreement; Amendment. This Agreement is the entire agreement of the parties on its subject and supersedes all prior understandings. It may be amended only in a writing signed by both parties.',
  'Severability; Waiver. If any provision is held unenforceable, the remainder continues in effect. A waiver of any breach is not a waiver of any other breach.',
  'Counterparts. This Agreement may be signed in counterparts, including by electronic signature, each of which is an original and all of which are one instrument.',
]);
