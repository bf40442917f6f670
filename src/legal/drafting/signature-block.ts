import { describeParty, joinNames, partiesOf, partyNames, representedSide } from './parties';
import type { DocumentType, Intake } from './schema';

const SIGNATURE_LINE = '______________________________';

/** One signature block per contracting party, in the order the intake form names them. */
function contractSignatures(type: DocumentType, intake: Intake): string[] {
  return type.intakeFields
    .filter((field) => field.kind === 'party' && !field.multiple)
    .flatMap((field) => {
      const party = partiesOf(intake[field.id])[0];
      const name = party ? describeParty(party) : `[${field.label}]`;
      const signer = ['Name: [signer name]', 'Title: [signer title]', 'Date: [date signed]'];
      return [`${field.label.toUpperCase()}: ${name}`, `By: ${SIGNATURE_LINE}`, ...signer, ''];
    })
    .slice(0, -1);
}

/** The bar number's name in this court's form: "State Bar No.", "Florida Bar No.", "ARDC No.". */
function barNumberLabel(type: DocumentType): string {
  const label = type.intakeFields.find((field) => field.id === 'barNumber')?.label ?? '';
  return /^state bar number$/i.test(label) || label === '' ? 'State Bar No.' : label.replace(/\s+number$/i, ' No.');
}

/** The attorney's block for a court filing: who signs, for which party. */
function attorneySignature(type: DocumentType, intake: Intake, fill: (text: string) => string): string[] {
  const side = representedSide(type, intake);
  const names = partyNames(intake, side === 'plaintiff' ? 'plaintiffs' : 'defendants');
  const sideLabel = side === 'plaintiff' ? 'Plaintiff(s)' : 'Defendant(s)';
  return [
    'Dated: [date of signing]',
    'Respectfully submitted,',
    fill('{{firm}}'),
    `By: ${SIGNATURE_LINE}`,
    fill(`{{attorneyName}} (${barNumberLabel(type)} {{barNumber}})`),
    ...fill('{{attorneyAddress}}').split('\n'),
    fill('Telephone: {{attorneyPhone}}'),
    fill('Email: {{attorneyEmail}}'),
    `Attorney for ${sideLabel} ${names.length > 0 ? joinNames(names) : `[${sideLabel}]`}`,
  ];
}

/** Contracts are signed by the parties, court filings by counsel; a research memo carries its author in its header. */
export function signatureBlockFor(type: DocumentType, intake: Intake, fill: (text: string) => string): string[] {
  if (type.family === 'contract') return contractSignatures(type, intake);
  if (type.intakeFields.some((field) => field.id === 'attorneyName')) return attorneySignature(type, intake, fill);
  return [];
}
