import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { attachmentName, saveFile } from '../../../lib/save-file';
import { problemMessage } from '../research-errors';

export type ReportFormat = 'pdf' | 'docx';

const FORMATS: Array<{ format: ReportFormat; label: string }> = [
  { format: 'pdf', label: 'Download report (PDF)' },
  { format: 'docx', label: 'Download report (DOCX)' },
];

/** The pasted text's report: the server checks it again (it keeps nothing of the brief) and lays the report out. */
const pastedTextReport = (text: string) => (format: ReportFormat) =>
  authorizedFetch(`/api/citations/report?format=${format}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });

/**
 * The cite-check report as a PDF or Word file: of the text that was checked (`text`), or of whatever `request`
 * fetches (an uploaded document's check).
 */
export function ReportDownload({ text, request }: { text: string; request?: undefined } | { text?: undefined; request: (format: ReportFormat) => Promise<Response> }) {
  const fetchReport = request ?? pastedTextReport(text);
  const download = useMutation({
    mutationFn: async (format: ReportFormat) => {
      const res = await fetchReport(format);
      saveFile(await res.blob(), attachmentName(res, `cite-check-report.${format}`));
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="report-download">
      {FORMATS.map(({ format, label }) => (
        <Button key={format} variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate(format)}>
          {download.isPending && download.variables === format ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {label}
        </Button>
      ))}
      {download.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problemMessage(download.error)}
        </p>
      )}
    </div>
  );
}
