import type { DocumentType, Intake, IntakeValue, Party } from './schema';

export function describeParty(party: Party): string {
  const description = party.description?.trim();
  return description ? `${party.name.trim()}, ${description}` : party.name.trim();
}

/** 'A', 'A and B', 'A, B, and C'. */
export function joinNames(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

export function partiesOf(value: IntakeValue | undefined): Party[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'object' ? [value] : [];
}

export function partyNames(intake: Intake, fieldId: string): string[] {
  return partiesOf(intake[fieldId]).map((party) => party.name.trim());
}

/** The side a court filing is for: chosen in the intake, or fixed by the pleading (an answer is the defendant's). */
export function representedSide(type: DocumentType, intake: Intake): 'plaintiff' | 'defendant' {
  if (intake.representedParty === 'plaintiff' || intake.representedParty === 'defendant') return intake.representedParty;
  return type.id === 'answer' ? 'defendant' : 'plaintiff';
}
