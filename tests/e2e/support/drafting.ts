/** The new-draft form's fields for a California demurrer, as an attorney fills them (the case number left blank). */
export const DEMURRER_FIELDS: Array<[label: string, value: string]> = [
  ['Court', 'Superior Court of California, County of Alameda'],
  ['Key facts', 'Plaintiff alleges that a widget bought in 2024 failed. Defendant has no offices in California.'],
  ['Causes of action challenged', 'All three causes of action.'],
  ['Relief sought', 'dismissal of the complaint without leave to amend'],
  ['Attorney name', 'Alex Rivera'],
  ['State bar number', '312345'],
  ['Firm', 'Rivera & Park LLP'],
  ['Attorney address', '1 Market Street, Oakland, CA 94607'],
  ['Telephone', '(510) 555-0100'],
  ['Email', 'arivera@riverapark.test'],
];
