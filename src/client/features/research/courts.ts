/** The courts the corpus can hold today; ids are the server's court ids. */
export const COURTS = [{ id: 'scotus', name: 'Supreme Court of the United States' }] as const;

/** A court's name for display; an unknown id is shown as it is rather than hidden. */
export function courtName(id: string | null): string | null {
  if (!id) return null;
  return COURTS.find((court) => court.id === id)?.name ?? id;
}
