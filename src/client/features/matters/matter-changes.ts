import type { UpdateMatterInput } from '../../../shared/api/matters';

export type MatterFields = Required<UpdateMatterInput>;

/** What an edit changed, trimmed, so only that is sent (the server takes any of the three, and refuses none). */
export function changesOf(matter: MatterFields, edited: MatterFields): UpdateMatterInput {
  const changes: UpdateMatterInput = {};
  for (const key of ['name', 'client', 'number'] as const) {
    if (edited[key].trim() !== matter[key]) changes[key] = edited[key].trim();
  }
  return changes;
}
