import type { Intake } from '../drafting/schema';
import { courtFitsJurisdiction, courtHeading, parseCourt, type ChosenCourt } from './chosen-court';

/** The intake's chosen court, when it names one the list holds (`courtId`, the catalogue's court field). */
export function chosenCourtOf(intake: Intake): ChosenCourt | null {
  const value = intake.courtId;
  return typeof value === 'string' && value !== '' ? parseCourt(value) : null;
}

/**
 * The intake as the draft is made from it: a chosen court names the court, in place of whatever name was typed, so the
 * caption, the templates' "of the {{court}}" and the judges' orders all follow the one choice.
 */
export function withChosenCourt(intake: Intake): Intake {
  const court = chosenCourtOf(intake);
  return court ? { ...intake, court: courtHeading(court).name } : intake;
}

/** Why a chosen court cannot caption a draft in this jurisdiction, or null when it can (or none was chosen). */
export function courtJurisdictionProblem(intake: Intake, jurisdiction: string, jurisdictionLabel: string): string | null {
  const court = chosenCourtOf(intake);
  if (!court || courtFitsJurisdiction(court, jurisdiction)) return null;
  return `The court chosen (${courtHeading(court).name}) is not one of ${jurisdictionLabel}'s courts: choose a court from this jurisdiction's list.`;
}

/**
 * A stored draft's chosen court that the list no longer holds: said, not dropped, since its judges' orders are then
 * looked up by the caption's text alone.
 */
export function unknownChosenCourt(intake: Intake): string | null {
  const value = intake.courtId;
  if (typeof value !== 'string' || value === '' || parseCourt(value) !== null) return null;
  return `The court chosen for this draft ("${value.slice(0, 80)}") is not in VolnaDraft's court list, so its judges' orders and local rules are matched on the caption's court name only. Choose the court again or check the caption.`;
}
