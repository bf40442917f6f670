import type { RequestedPaper } from '../../../../legal/procedure/requested';
import { jurisdictionLabel, type Jurisdiction } from '../../../../shared/jurisdictions';
import { caption, signature } from './templates';

/**
 * The skeleton of the paper a request names, as the jurisdiction resolves it (the studio's and the API's resolution):
 * its own name, caption designation and sections, each section a placeholder saying what it is for. A goal the
 * jurisdiction refuses gets the reason and the alternatives instead of another jurisdiction's paper.
 */
export function paperSkeleton({ resolution, elsewhere }: RequestedPaper, jurisdiction: Jurisdiction | null): string {
  const where = jurisdiction ? jurisdictionLabel(jurisdiction) : 'this jurisdiction';
  if (elsewhere && resolution.kind === 'paper') {
    return `**Not drafted here.** In ${where}, ${elsewhere.label.toLowerCase()} is raised by a ${elsewhere.paper} (${elsewhere.citation}), which VolnaDraft names but does not draft; the ${resolution.paper.name} carries only its own grounds.`;
  }
  if (resolution.kind === 'refused') {
    const { explanation, citation, alternatives } = resolution.refusal;
    return [
      `**Not drafted for ${where}.** ${explanation} (${citation})`,
      ...(alternatives.length > 0 ? ['', 'Instead:', ...alternatives.map((alternative) => `- ${alternative}`)] : []),
    ].join('\n');
  }
  const { type } = resolution;
  const paper = resolution.kind === 'paper' ? resolution.paper : null;
  const court = type.family === 'motion' || type.family === 'pleading';
  const heading = court ? caption(jurisdiction, paper?.designation ?? type.label) : [`# ${type.label}`];
  const basis = paper ? [`_${where}'s paper for this goal: **${paper.name}**, under ${paper.basis.map((entry) => entry.citation).join('; ')}._`, ''] : [];
  return [
    ...heading,
    '',
    ...basis,
    ...type.sections.flatMap((section) => [`## ${section.heading}`, `[To be written: ${section.purpose}]`, '']),
    ...(court ? signature : []),
  ].join('\n');
}
