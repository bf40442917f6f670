import { CERTIFICATION_REQUIREMENTS, type CertificationRequirement } from './requirements';

/** Lower case, accents dropped, punctuation to spaces: "N.D. Tex." and "n d  tex" read alike. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface CertificationTarget {
  jurisdiction: string;
  court: string;
  judge: string | null;
}

function applies(requirement: CertificationRequirement, target: CertificationTarget): boolean {
  const { jurisdictions, court, notCourt, judgeSurname } = requirement.appliesTo;
  const courtName = normaliseName(target.court);
  if (courtName === '' || !jurisdictions.includes(target.jurisdiction)) return false;
  if (!court.test(courtName) || notCourt?.test(courtName)) return false;
  // A judge's own order binds only papers before that judge; an unnamed judge is not assumed.
  if (judgeSurname === undefined) return true;
  return normaliseName(target.judge ?? '').split(' ').includes(judgeSurname);
}

/** The AI-use orders and policies that reach a paper for this court and judge, in the list's order. */
export function requirementsFor(
  target: CertificationTarget,
  requirements: readonly CertificationRequirement[] = CERTIFICATION_REQUIREMENTS,
): CertificationRequirement[] {
  return requirements.filter((requirement) => applies(requirement, target));
}
