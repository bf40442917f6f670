import { ChevronDown, Download, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ExportFileFormat } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { EXPORT_FORMATS, type ExportOptions } from './export-gate';

/**
 * Export as DOCX or PDF: a small menu; choosing a format starts the check that comes before every download. The
 * tables of contents and authorities are offered, and shown checked and fixed when a court rule requires them. A
 * certificate an order requires is included; the attorney may leave it out, and is told what that means.
 */
export function ExportMenu({ onChoose, preparing, disabled, tablesRequiredBy, certificateRequiredBy }: {
  onChoose: (format: ExportFileFormat, options: ExportOptions) => void;
  preparing: boolean;
  disabled?: boolean;
  /** The rule that requires the tables for this draft, from its latest check; null when none does or it is not checked. */
  tablesRequiredBy: string | null;
  /** The order whose certificate the draft lacks and the export adds, from the latest check; null when none. */
  certificateRequiredBy: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [wantTables, setWantTables] = useState(false);
  const [wantCertificate, setWantCertificate] = useState(true);
  const tables = wantTables || tablesRequiredBy !== null;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button variant="outline" size="sm" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} disabled={disabled || preparing}>
        {preparing ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {preparing ? 'Preparing…' : 'Export'}
        <ChevronDown aria-hidden />
      </Button>
      {open && (
        <div role="menu" aria-label="Export format" className="absolute right-0 z-40 mt-1 w-64 rounded-xl border border-ink-100 bg-white p-1 shadow-lg">
          {(Object.keys(EXPORT_FORMATS) as ExportFileFormat[]).map((format, index) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              autoFocus={index === 0}
              onClick={() => {
                setOpen(false);
                onChoose(format, { tables, certificate: wantCertificate });
              }}
              className="flex w-full flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-ink-50 focus-visible:bg-ink-50"
            >
              <span className="text-sm font-medium text-ink-950">{EXPORT_FORMATS[format].label}</span>
              <span className="text-xs text-ink-500">{EXPORT_FORMATS[format].description}</span>
            </button>
          ))}
          <label className="mt-1 flex items-start gap-2.5 border-t border-ink-100 px-3 pb-1.5 pt-2.5 text-sm text-ink-900">
            <input
              type="checkbox"
              checked={tables}
              disabled={tablesRequiredBy !== null}
              onChange={(event) => setWantTables(event.target.checked)}
              className="mt-0.5 size-4 accent-ink-900"
            />
            <span>
              Include table of contents and authorities
              {tablesRequiredBy && <span className="block text-xs text-ink-500">Required by {tablesRequiredBy}</span>}
            </span>
          </label>
          {certificateRequiredBy && (
            <label className="flex items-start gap-2.5 px-3 pb-1.5 pt-1 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={wantCertificate}
                onChange={(event) => setWantCertificate(event.target.checked)}
                className="mt-0.5 size-4 accent-ink-900"
              />
              <span>
                Include the required certificate
                <span className={wantCertificate ? 'block text-xs text-ink-500' : 'block text-xs text-red-700'} role={wantCertificate ? undefined : 'alert'}>
                  {wantCertificate
                    ? `Required by ${certificateRequiredBy}`
                    : `Left out, the filing will lack the certificate ${certificateRequiredBy} requires.`}
                </span>
              </span>
            </label>
          )}
        </div>
      )}
    </div>
  );
}
