import { X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CorpusImportJob } from '../../../../shared/api/corpus-imports';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { ImportProgress } from './ImportProgress';
import { isActive } from './import-progress';
import { useCancelImport, useStartImport } from './use-corpus-imports';

type Source = 'url' | 'server-file' | 'upload';
const SOURCES: Array<{ id: Source; label: string }> = [
  { id: 'url', label: 'From a URL' },
  { id: 'upload', label: 'Upload a file' },
  { id: 'server-file', label: 'File on the server' },
];

/** "Load case law": choose a source and start, or watch (and cancel) the import that is running. */
export function LoadCaseLawDialog({ latest, importDir, onClose }: { latest: CorpusImportJob | undefined; importDir: string; onClose: () => void }) {
  const [source, setSource] = useState<Source>('url');
  const [value, setValue] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [complete, setComplete] = useState(false);
  const [showForm, setShowForm] = useState(!latest || !isActive(latest));
  const start = useStartImport();
  const cancel = useCancelImport();
  const running = latest && isActive(latest);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input =
      source === 'upload'
        ? file
          ? { upload: file, complete }
          : null
        : source === 'url'
          ? { source, url: value.trim(), complete }
          : { source, path: value.trim(), complete };
    if (input) start.mutate(input, { onSuccess: () => setShowForm(false) });
  };
  const error = (start.error ?? cancel.error) as Error | null;

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center" role="dialog" aria-modal="true" aria-labelledby="load-case-law-title">
      <button type="button" className="fixed inset-0 bg-ink-950/40" aria-label="Close" onClick={onClose} />
      <div className="relative w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="load-case-law-title" className="font-serif text-xl font-semibold text-ink-950">Load case law</h2>
            <p className="mt-1 text-sm text-ink-600">
              Import opinions (JSON Lines, .jsonl or .jsonl.gz), a U.S. Reports index (.tsv) or a CourtListener bulk file (.csv or .csv.gz). It runs in the
              background, carries on after a restart, and the cases are searchable as soon as it finishes.
            </p>
          </div>
          <button type="button" onClick={onClose} aria-label="Close load case law" className="rounded-md p-1 text-ink-500 hover:bg-ink-50">
            <X className="size-5" aria-hidden />
          </button>
        </div>

        {latest && !showForm ? (
          <div className="mt-5 grid gap-4">
            <p className="truncate text-sm text-ink-700" title={latest.source}>{latest.fileName}</p>
            <ImportProgress job={latest} />
            <div className="flex justify-end gap-2">
              {running ? (
                <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(latest.id)}>
                  {cancel.isPending ? 'Cancelling…' : 'Cancel import'}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={() => setShowForm(true)}>Load another file</Button>
                  <Button onClick={onClose}>{latest.state === 'done' ? 'Search the cases' : 'Close'}</Button>
                </>
              )}
            </div>
          </div>
        ) : (
          <form className="mt-5 grid gap-4" onSubmit={submit}>
            <div role="radiogroup" aria-label="Source" className="grid grid-cols-3 gap-1 rounded-lg bg-ink-50 p-1">
              {SOURCES.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  role="radio"
                  aria-checked={source === option.id}
                  onClick={() => setSource(option.id)}
                  className={cn('rounded-md px-2 py-1.5 text-sm font-medium', source === option.id ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-900')}
                >
                  {option.label}
                </button>
              ))}
            </div>
            {source === 'upload' ? (
              <div className="grid gap-1.5">
                <Label htmlFor="load-file">Bulk file</Label>
                <Input id="load-file" type="file" accept=".jsonl,.gz,.tsv,.csv" className="pt-2" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
              </div>
            ) : (
              <div className="grid gap-1.5">
                <Label htmlFor="load-source">{source === 'url' ? 'Address of the file' : 'Path of the file'}</Label>
                <Input
                  id="load-source"
                  required
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  placeholder={source === 'url' ? 'https://…/opinions-2024-12-31.csv.gz' : 'opinions.jsonl.gz'}
                />
                <p className="text-xs text-ink-500">
                  {source === 'url'
                    ? 'An http or https address, such as a CourtListener bulk-data file (decompress .bz2 files first). An interrupted download continues where it stopped.'
                    : `Relative to the server's import directory, ${importDir}.`}
                </p>
              </div>
            )}
            <label className="flex items-start gap-2 text-sm text-ink-800">
              <input type="checkbox" className="mt-0.5" checked={complete} onChange={(event) => setComplete(event.target.checked)} />
              <span>
                Part of a complete CourtListener snapshot
                <span className="block text-xs text-ink-500">
                  Import its courts, dockets, opinion-clusters and citations files in that order, each with this box ticked. The citations file then
                  declares every reporter volume it holds complete as of the snapshot's date: there, a citation that matches no case is not found.
                </span>
              </span>
            </label>
            {error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{error.message}</p>}
            <div className="flex justify-end gap-2">
              {latest && <Button type="button" variant="outline" onClick={() => setShowForm(false)}>Show the last import</Button>}
              <Button type="submit" disabled={start.isPending || (source === 'upload' && !file)}>{start.isPending ? 'Starting…' : 'Start import'}</Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
