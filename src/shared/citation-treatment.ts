import type { NegativeTreatment } from './api/citations';

/**
 * The red flag's headline. From the table, the later decision is the one that overruled the case ("Overruled by
 * Dobbs …"); from the corpus, it is the later opinion whose words say so, which may report another court's act
 * ("Overruled, as Smith v. Jones, 200 F.3d 1 (2001), says").
 */
export function treatmentHeadline(treatment: NegativeTreatment): string {
  const { by } = treatment;
  const word = treatment.treatment.charAt(0).toUpperCase() + treatment.treatment.slice(1);
  const named = [by.name, by.citation].filter(Boolean).join(', ') + (by.year === null ? '' : ` (${by.year})`);
  return treatment.source === 'table' ? `${word} by ${named}` : `${word}, as ${named} says`;
}
