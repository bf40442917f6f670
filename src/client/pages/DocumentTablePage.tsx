import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle, Table2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { downloadFile, useFillTable } from '../features/documents/document-requests';
import { DOCUMENTS_PATH } from '../features/documents/documents-queries';
import { EngineNote } from '../features/documents/Quotation';
import { DocumentPicker } from '../features/documents/table/DocumentPicker';
import { QuestionRows } from '../features/documents/table/QuestionRows';
import { TableGrid } from '../features/documents/table/TableGrid';
import { documentsFromParam, tableRequest } from '../features/documents/table/table-form';
import { Step } from '../features/drafting/new/Step';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { problemMessage } from '../features/research/research-errors';
import { formatCount } from '../features/sessions/format';
import { usePageTitle } from '../lib/use-page-title';

type TableFile = 'csv' | 'xlsx';

const FILES: Array<{ format: TableFile; label: string }> = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'xlsx', label: 'Download Excel' },
];

/** /documents/table: several documents, the same questions of each, answered in a grid with the source of every answer. */
export default function DocumentTablePage() {
  usePageTitle('Table review');
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(() => documentsFromParam(params.get('documents')));
  const [questions, setQuestions] = useState<string[]>(['']);
  const [problem, setProblem] = useState<string | null>(null);
  const fill = useFillTable();
  const download = useMutation({
    mutationFn: ({ format, request }: { format: TableFile; request: { documentIds: string[]; questions: string[] } }) =>
      downloadFile(`${DOCUMENTS_PATH}/table?format=${format}`, `document-table.${format}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      }),
  });
  const filled = fill.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = tableRequest(chosen, questions);
    if ('problem' in request) {
      setProblem(request.problem);
      return;
    }
    setProblem(null);
    fill.mutate(request);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">
        <Link to="/sessions?show=documents" className="hover:text-brass-700">Documents</Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Table review</h1>
      <p className="mt-3 max-w-3xl text-ink-600">
        Ask the same questions of several documents at once. Each cell gives the answer and links to the passage it comes from;
        where a document does not answer, the cell says so.
      </p>

      <form onSubmit={submit} noValidate className="mt-8 grid gap-6 lg:grid-cols-2">
        <Step number={1} title="Documents" titleId="table-documents">
          <DocumentPicker chosen={chosen} onChange={setChosen} />
        </Step>
        <Step number={2} title="Questions" titleId="table-questions" description="One question per column, at most ten.">
          <QuestionRows questions={questions} onChange={setQuestions} />
          <div className="mt-6 flex flex-col gap-3 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            {problem ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {problem}
              </p>
            ) : (
              <span />
            )}
            <Button type="submit" variant="dark" disabled={fill.isPending}>
              {fill.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Table2 aria-hidden />}
              {fill.isPending ? 'Filling the table…' : 'Fill table'}
            </Button>
          </div>
        </Step>
      </form>

      {fill.isError && (
        <div className="mt-6">
          <ProblemNotice title="The table could not be filled" error={fill.error} />
        </div>
      )}
      {filled && fill.variables && (
        <section aria-label="Table" className="mt-8 grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <EngineNote engine={filled.engine} />
              {filled.tokensUsed > 0 && <p className="text-xs text-ink-500">{formatCount(filled.tokensUsed, 'token')} used</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              {FILES.map(({ format, label }) => (
                <Button key={format} variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate({ format, request: fill.variables! })}>
                  {download.isPending && download.variables.format === format ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
                  {label}
                </Button>
              ))}
            </div>
          </div>
          {download.isError && (
            <p role="alert" className="text-sm text-red-700">
              {problemMessage(download.error)}
            </p>
          )}
          <TableGrid table={filled} />
        </section>
      )}
    </div>
  );
}
