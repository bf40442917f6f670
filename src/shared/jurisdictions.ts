import { z } from 'zod';

/**
 * The jurisdictions a user can work in. The citation library reads these states' codes; drafting rule packs
 * (the "Drafting studio" issue) add their court rules with sources.
 */
export const JURISDICTIONS = [
  { id: 'us-federal', label: 'United States (federal)' },
  { id: 'us-ca', label: 'California' },
  { id: 'us-ny', label: 'New York' },
  { id: 'us-tx', label: 'Texas' },
  { id: 'us-fl', label: 'Florida' },
  { id: 'us-il', label: 'Illinois' },
] as const;

export const jurisdictionSchema = z.enum(JURISDICTIONS.map((j) => j.id) as [string, ...string[]] as [
  (typeof JURISDICTIONS)[number]['id'],
  ...(typeof JURISDICTIONS)[number]['id'][],
]);
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

export const jurisdictionLabel = (id: Jurisdiction) => JURISDICTIONS.find((j) => j.id === id)?.label ?? id;
