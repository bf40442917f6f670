import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { MatterSelect } from '../../matters/MatterSelect';
import { UploadRows } from './UploadRows';
import { useDocumentUpload } from './use-document-upload';

/** What the picker offers; the server judges each file by its contents whatever its name says. */
const ACCEPT = '.docx,.pdf,.txt,.md,.markdown,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown,image/png,image/jpeg';

/**
 * "Upload documents": drop several files or pick them; each uploads on its own with its own progress bar, and
 * ends as a link to the document or the server's reason for refusing it. Files go into the matter chosen beside
 * the button (`matterId` preselects one; `matterFixed` keeps it, on a matter's own page), else they are the user's own.
 */
export function DocumentUpload({ className, matterId = null, matterFixed = false }: { className?: string; matterId?: string | null; matterFixed?: boolean }) {
  const { rows, upload: uploadFiles, dismiss } = useDocumentUpload();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  // The choice follows a new preselection (the sessions page's filter changing), and is the user's otherwise.
  const [matter, setMatter] = useState({ preselected: matterId, chosen: matterId });
  if (matter.preselected !== matterId) setMatter({ preselected: matterId, chosen: matterId });
  const upload = (files: File[]) => uploadFiles(files, matterFixed ? matterId : matter.chosen);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) upload(files);
  };

  return (
    <section aria-label="Upload documents" className={className}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-start gap-3 rounded-2xl border-2 border-dashed bg-white px-5 py-4 transition-colors sm:flex-row sm:items-center',
          dragging ? 'border-brass-400 bg-brass-50' : 'border-ink-200',
        )}
        data-testid="document-drop-zone"
      >
        <Upload className="size-6 shrink-0 text-brass-600" aria-hidden />
        <p id={hintId} className="flex-1 text-sm text-ink-700">
          Drop Word, PDF, text, Markdown or scanned (PNG, JPEG) documents here, up to 20 MB each. Scanned pages are read by OCR.
          {matterFixed && ' They are shared with the matter’s members.'}
        </p>
        {!matterFixed && (
          <MatterSelect value={matter.chosen} onChange={(chosen) => setMatter({ preselected: matterId, chosen })} className="w-full sm:w-auto sm:min-w-64" />
        )}
        <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={hintId}>
          <Upload aria-hidden /> Upload documents
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="document-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) upload(files);
          }}
        />
      </div>
      <UploadRows rows={rows} onDismiss={dismiss} />
    </section>
  );
}
