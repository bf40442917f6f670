/** Says that a broad search ranked only the most cited of its matches, and how to have them all ranked. */
export function RankedAmongNotice({ matched, ranked }: { matched: number; ranked: number }) {
  return (
    <p className="mb-4 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800" data-testid="ranked-among">
      {`${matched.toLocaleString('en-US')} opinions match this search. Only the ${ranked.toLocaleString('en-US')} most cited of them were ranked by how closely their text matches; the others appear only where their case's name matches. Add words, a court or years to rank every match.`}
    </p>
  );
}
