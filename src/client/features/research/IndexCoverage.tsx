import { BookMarked } from 'lucide-react';
import type { CorpusStatus } from '../../../shared/api/research';

/**
 * What citation checks can rely on when the corpus holds only the U.S. Reports citation index (the built-in one on a
 * fresh install): names and years of every U.S. Reports case, and no opinion text. Nothing is shown once opinions
 * are loaded, since the index is then no longer all there is.
 */
export function IndexCoverage({ status }: { status: CorpusStatus | undefined }) {
  const index = status?.usReportsIndex;
  if (!status || !index || status.opinions > 0) return null;
  return (
    <section aria-labelledby="index-coverage-title" className="rounded-xl border border-ink-100 bg-white px-5 py-4 text-sm shadow-sm" data-testid="index-coverage">
      <h2 id="index-coverage-title" className="flex items-center gap-2 font-semibold text-ink-950">
        <BookMarked className="size-4 text-brass-600" aria-hidden />
        {index.builtIn ? 'Built-in U.S. Reports citation index' : 'U.S. Reports citation index'}
      </h2>
      <p className="mt-2 text-ink-700">
        <strong className="font-semibold text-ink-900">Covered:</strong> every U.S. Supreme Court case reported in the U.S.
        Reports ({index.volumes.toLocaleString('en-US')} volumes), by citation, case name and year. A citation check says
        whether a U.S. Reports citation exists and whether its case name and year match.
      </p>
      <p className="mt-1 text-ink-700">
        <strong className="font-semibold text-ink-900">Not covered:</strong> opinion text, so quotations and pin pages are
        not checked and search finds cases by name only; other reporters and courts, whose citations come back
        Unverifiable offline.
      </p>
    </section>
  );
}
