import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { problemMessage } from '../research-errors';

type ReportFormat = 'pdf' | 'docx';

const FORMATS: Array<{ format: ReportFormat; label: string }> = [
  { format: 'pdf', label: 'Download report (PDF)' },
  { format: 'docx', label: 'Download report (DOCX)' },
];

/** Saves a file the browser holds in memory under `name`, as a download link would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The cite-check report of the text that was checked, as a PDF or Word file: the server checks it again (it keeps
 * nothing of the brief) and lays the report out.
 */
export function ReportDownload({ text }: { text: string }) {
  const download = useMutation({
    mutationFn: async (format: ReportFormat) => {
      const res = await authorizedFetch(`/api/citations/report?format=${format}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      saveFile(await res.blob(), `cite-check-report.${format}`);
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
