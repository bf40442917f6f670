import { districtById } from '../courts/chosen-court';
import { FEDERAL_DISTRICTS } from '../courts/courts-db.generated';
import { chosenCourtOf } from '../courts/intake';
import { isBarState } from './bar-states';
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

/** The federal district court the intake names, chosen from the list or typed ("…Northern District of Texas…"). */
function federalDistrictState(intake: Intake): string | null | undefined {
  const chosen = chosenCourtOf(intake);
  if (chosen) return chosen.system === 'us-district' ? (districtById(chosen.districtId)?.state ?? null) : undefined;
  const court = typeof intake.court === 'string' ? intake.court : '';
  if (!/united states district court/i.test(court)) return undefined;
  return FEDERAL_DISTRICTS.find((district) => court.toLowerCase().includes(district.name.toLowerCase()))?.state ?? null;
}

/**
 * A bar's number named by its state: "Texas Bar No.", or "[State] Bar No." to fill. California's bar is "the State
 * Bar of California"; New York numbers its attorneys' registrations (Judiciary Law § 468-a).
 */
function namedBarLabel(state: string | null): string {
  if (state === 'California') return 'California State Bar No.';
  if (state === 'New York') return 'New York Attorney Registration No.';
  return `${state ?? '[State]'} Bar No.`;
}

/** The state courts of a chosen court's system, else the draft's jurisdiction when it is a state. */
function stateCourtState(intake: Intake, jurisdictionLabel: string): string | null {
  const system = chosenCourtOf(intake)?.system;
  const bySystem = { 'ca-superior': 'California', 'ny-supreme': 'New York', 'tx-district': 'Texas', 'fl-circuit': 'Florida' } as const;
  if (system && system !== 'us-district') return bySystem[system];
  return isBarState(jurisdictionLabel) ? jurisdictionLabel : null;
}

/**
 * The bar number's name. A federal court admits attorneys of any state's bar, so "State Bar No." says nothing there:
 * the bar is the attorney's ("Bar admitted in"), else the court's state's, else "[State]" to fill. A state court keeps
 * its form's own name ("State Bar No.", "Florida Bar No.", "ARDC No.") unless the attorney's bar is another state's.
 */
function barNumberLabel(type: DocumentType, intake: Intake, jurisdictionLabel: string): string {
  const barState = isBarState(intake.barState) ? intake.barState : null;
  const federalState = federalDistrictState(intake);
  if (federalState !== undefined) return namedBarLabel(barState ?? federalState);
  const courtState = stateCourtState(intake, jurisdictionLabel);
  if (barState && courtState && barState !== courtState) return namedBarLabel(barState);
  const label = type.intakeFields.find((field) => field.id === 'barNumber')?.label ?? '';
  if (!/^state bar number$/i.test(label) && label !== '') return label.replace(/\s+number$/i, ' No.').replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return 'State Bar No.';
}

/**
 * The attorney's name with the number the court's form asks for. A state bar's number is printed beside the name,
 * bracketed for the attorney to fill when the intake lacks it. New York has no bar number: an attorney's registration
 * number (Judiciary Law § 468-a) is printed on a line of its own, and only when given (22 NYCRR 130-1.1a(b) asks for
 * the signer's name, address and telephone number, not a number).
 */
function attorneyNameLines(type: DocumentType, intake: Intake, jurisdictionLabel: string, fill: (text: string) => string): string[] {
  const label = barNumberLabel(type, intake, jurisdictionLabel);
  if (!/registration/i.test(label)) return [fill(`{{attorneyName}} (${label} {{barNumber}})`)];
  const registration = typeof intake.barNumber === 'string' ? intake.barNumber.trim() : '';
  return [fill('{{attorneyName}}'), ...(registration ? [`${label} ${registration}`] : [])];
}

/**
 * "Attorney for Defendant Acme Widgets, Inc.": the side named as the intake's parties are, one or several; the
 * side's word in brackets only when the intake names no party on it.
 */
function representedLine(type: DocumentType, intake: Intake): string {
  const side = representedSide(type, intake);
  const names = partyNames(intake, side === 'plaintiff' ? 'plaintiffs' : 'defendants').filter(Boolean);
  const word = side === 'plaintiff' ? 'Plaintiff' : 'Defendant';
  if (names.length === 0) return `Attorney for [${word}]`;
  return `Attorney for ${word}${names.length > 1 ? 's' : ''} ${joinNames(names)}`;
}

/** The attorney's block for a court filing: who signs, for which party. */
function attorneySignature(type: DocumentType, intake: Intake, jurisdictionLabel: string, fill: (text: string) => string): string[] {
  return [
    'Dated: [date of signing]',
    'Respectfully submitted,',
    fill('{{firm}}'),
    `By: ${SIGNATURE_LINE}`,
    ...attorneyNameLines(type, intake, jurisdictionLabel, fill),
    ...fill('{{attorneyAddress}}').split('\n'),
    fill('Telephone: {{attorneyPhone}}'),
    fill('Email: {{attorneyEmail}}'),
    representedLine(type, intake),
  ];
}

/**
 * Contracts are signed by the parties, court filings by counsel; a research memo carries its author in its header.
 * `jurisdictionLabel` names the draft's jurisdiction ("Ohio"), the state of a state court no chosen court names.
 */
export function signatureBlockFor(type: DocumentType, intake: Intake, jurisdictionLabel: string, fill: (text: string) => string): string[] {
  if (type.family === 'contract') return contractSignatures(type, intake);
  if (type.intakeFields.some((field) => field.id === 'attorneyName')) return attorneySignature(type, intake, jurisdictionLabel, fill);
  return [];
}
