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

const OTHER_STATES = [
  ['al', 'Alabama'], ['ak', 'Alaska'], ['az', 'Arizona'], ['ar', 'Arkansas'], ['co', 'Colorado'], ['ct', 'Connecticut'],
  ['de', 'Delaware'], ['dc', 'District of Columbia'], ['ga', 'Georgia'], ['hi', 'Hawaii'], ['id', 'Idaho'], ['in', 'Indiana'],
  ['ia', 'Iowa'], ['ks', 'Kansas'], ['ky', 'Kentucky'], ['la', 'Louisiana'], ['me', 'Maine'], ['md', 'Maryland'],
  ['ma', 'Massachusetts'], ['mi', 'Michigan'], ['mn', 'Minnesota'], ['ms', 'Mississippi'], ['mo', 'Missouri'], ['mt', 'Montana'],
  ['ne', 'Nebraska'], ['nv', 'Nevada'], ['nh', 'New Hampshire'], ['nj', 'New Jersey'], ['nm', 'New Mexico'],
  ['nc', 'North Carolina'], ['nd', 'North Dakota'], ['oh', 'Ohio'], ['ok', 'Oklahoma'], ['or', 'Oregon'], ['pa', 'Pennsylvania'],
  ['ri', 'Rhode Island'], ['sc', 'South Carolina'], ['sd', 'South Dakota'], ['tn', 'Tennessee'], ['ut', 'Utah'], ['vt', 'Vermont'],
  ['va', 'Virginia'], ['wa', 'Washington'], ['wv', 'West Virginia'], ['wi', 'Wisconsin'], ['wy', 'Wyoming'],
] as const;

/**
 * Where a draft can be written: the jurisdictions above, which have rule packs, and every other state and the
 * District of Columbia, whose drafts say that their compliance is not checked.
 */
export const DRAFTING_JURISDICTIONS: readonly { id: string; label: string }[] = [
  ...JURISDICTIONS,
  ...OTHER_STATES.map(([code, label]) => ({ id: `us-${code}`, label })),
];

export const draftingJurisdictionSchema = z
  .string()
  .refine((id) => DRAFTING_JURISDICTIONS.some((j) => j.id === id), { message: 'Choose a jurisdiction from the list' });

export const draftingJurisdictionLabel = (id: string) => DRAFTING_JURISDICTIONS.find((j) => j.id === id)?.label ?? id;
