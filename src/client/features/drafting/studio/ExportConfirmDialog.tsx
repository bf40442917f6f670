import { Download } from 'lucide-react';
import { useState } from 'react';
import type { CitationInDraft, ExportFileFormat } from '../../../../shared/api/drafts';
import { treatmentHeadline } from '../../../../shared/citation-treatment';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { StatusBadge } from '../../research/check/StatusBadge';
import { EXPORT_FORMATS } from './export-gate';
import { StudioDialog } from './StudioDialog';

/**
 * Citations that are not verified, and cases a later decision overruled, stand between the draft and a filing: the attorney sees each with why, and
 * confirms having reviewed them before the download link is enabled.
 */
export function ExportConfirmDialog({
  format,
  unverified,
  href,
  onClose,
}: {
  format: ExportFileFormat;
  unverified: CitationInDraft[];
  href: string;
  onClose: () => void;
}) {
  const [reviewed, setReviewed] = useState(false);
  const count = unverified.length;
  return (
    <StudioDialog
      title={`${count === 1 ? 'One citation is' : `${count} citations are`} not verified`}
      description={`Review ${count === 1 ? 'it' : 'them'} before you export the ${EXPORT_FORMATS[format].label} file. A citation that is not verified may not exist, or may not say what the draft says it does; a case a later decision overruled is flagged with the decision that did it.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose}>Cancel</Button>
          <Button asChild variant="dark" size="sm">
            <a
              href={reviewed ? href : undefined}
              download
              aria-disabled={!reviewed}
              onClick={(event) => (reviewed ? onClose() : event.preventDefault())}
              className={cn(!reviewed && 'pointer-events-none opacity-50')}
              data-testid="export-download"
            >
              <Download aria-hidden /> Download {EXPORT_FORMATS[format].label}
            </a>
          </Button>
        </>
      }
    >
      <ul className="grid gap-3">
        {unverified.map((citation, index) => (
          <li key={`${citation.start}-${index}`} className="rounded-lg border border-ink-100 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={citation.status} />
              <span className="font-serif text-sm text-ink-950">{citation.text}</span>
            </div>
            <p className="mt-1.5 text-sm text-ink-600">{citation.message}</p>
            {citation.treatment && (
              <p className="mt-1.5 text-sm font-medium text-red-800" data-testid="export-treatment">
                {treatmentHeadline(citation.treatment)}: “{citation.treatment.sentence}”
              </p>
            )}
          </li>
        ))}
      </ul>
      <label className="mt-4 flex items-start gap-2.5 rounded-lg bg-brass-50 p-3 text-sm font-medium text-ink-900">
        <input type="checkbox" checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} className="mt-0.5 size-4 accent-ink-900" />
        I have reviewed these citations and want to export anyway
      </label>
    </StudioDialog>
  );
}
