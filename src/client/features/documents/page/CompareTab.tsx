import { GitCompareArrows, LoaderCircle, Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ClauseChange, CompareResponse, DocumentDetail, SideRequest } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { RedlinePieces } from '../../drafting/studio/Redline';
import { formatCount } from '../../sessions/format';
import { ProblemNotice } from '../../research/ProblemNotice';
import { useCompareVersions } from '../document-requests';
import { invalidateDocuments, useDocumentList } from '../documents-queries';
import { uploadDocument } from '../upload/upload-file';
import { CLAUSE_NAMES } from './clause-labels';
import { FindingCard } from './FindingCard';
import { SidePicker } from './SidePicker';
import { TabLoading } from './TabLoading';

const panel = 'rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6';

const STATUS: Record<ClauseChange['status'], { text: string; className: string }> = {
  changed: { text: 'Changed', className: 'bg-brass-50 text-brass-700 ring-brass-200' },
  added: { text: 'Added', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  removed: { text: 'Removed', className: 'bg-red-50 text-red-800 ring-red-200' },
  unchanged: { text: 'Unchanged', className: 'bg-ink-50 text-ink-600 ring-ink-200' },
};

/** The clause's words: a changed one as a redline, an added one inserted, a removed one struck, an unchanged one as is. */
function ChangeText({ change }: { change: ClauseChange }) {
  const pieces =
    change.status === 'changed'
      ? change.diff.flatMap((part, index) => [...(index > 0 ? [{ change: 'same' as const, text: ' ' }] : []), { change: part.kind, text: part.text }])
      : change.status === 'added'
        ? [{ change: 'added' as const, text: change.theirs!.text }]
        : change.status === 'removed'
          ? [{ change: 'removed' as const, text: change.ours!.text }]
          : [{ change: 'same' as const, text: change.theirs!.text }];
  return (
    <div className="mt-2 font-serif text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-ink-950">
      <RedlinePieces pieces={pieces} />
    </div>
  );
}

function Change({ change }: { change: ClauseChange }) {
  const status = STATUS[change.status];
  const where = change.theirs ?? change.ours!;
  return (
    <li className="py-3" data-testid="clause-change">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1', status.className)}>{status.text}</span>
        <span className="font-medium text-ink-950">{change.heading ?? 'Opening'}</span>
        {change.label && <span className="text-ink-500">{CLAUSE_NAMES[change.label]}</span>}
        <span className="text-xs text-ink-500">
          {change.theirs ? 'their' : 'our'} p. {where.page}, ¶ {where.paragraph}
        </span>
      </p>
      <ChangeText change={change} />
    </li>
  );
}

function Result({ result, side, onSide }: { result: CompareResponse; side: SideRequest | null; onSide: (side: SideRequest | null) => void }) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const { summary, review } = result;
  const shown = result.clauses.filter((clause) => showUnchanged || clause.status !== 'unchanged');
  return (
    <>
      <SidePicker sides={review.sides} value={side} needed={review.sideNeeded} onChange={onSide} />
      <section aria-labelledby="changes-title" className={panel}>
        <h3 id="changes-title" className="font-semibold text-ink-950">
          “{result.theirs.title}” against this version
        </h3>
        <p className="mt-1 text-sm text-ink-700" data-testid="compare-summary">
          {formatCount(summary.changed, 'clause')} changed, {summary.added} added, {summary.removed} removed, {summary.unchanged} unchanged.
        </p>
        {shown.length === 0 ? (
          <p className="mt-3 text-sm text-ink-600">The two versions say the same, clause by clause.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100">{shown.map((change, index) => <Change key={index} change={change} />)}</ul>
        )}
        {summary.unchanged > 0 && (
          <button type="button" onClick={() => setShowUnchanged(!showUnchanged)} className="mt-3 text-sm font-medium text-ink-700 underline underline-offset-4 hover:text-ink-950">
            {showUnchanged ? 'Hide the unchanged clauses' : `Show the ${formatCount(summary.unchanged, 'unchanged clause')}`}
          </button>
        )}
      </section>
      <section aria-labelledby="changed-findings-title" className="grid gap-3">
        <h3 id="changed-findings-title" className="font-semibold text-ink-950">
          {review.findings.length === 0 ? 'No findings on what changed' : `${formatCount(review.findings.length, 'finding')} on what changed`}
        </h3>
        {review.notes.map((note) => (
          <p key={note} className="text-sm text-ink-600">{note}</p>
        ))}
        <ul className="grid gap-2">
          {review.findings.map((finding) => <FindingCard key={finding.id} finding={finding} inDocument={result.theirs} />)}
        </ul>
      </section>
    </>
  );
}

/**
 * Compare versions: this document is ours; the lawyer uploads the other side's markup (into the same matter) or picks a
 * document already uploaded, and sees what changed clause by clause, with the changed clauses reviewed again.
 */
export function CompareTab({ document }: { document: DocumentDetail }) {
  const [otherId, setOtherId] = useState<string | null>(null);
  const [side, setSide] = useState<SideRequest | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const fileId = useId();
  const pickId = useId();
  const list = useDocumentList('', { limit: 50, matterId: document.matter?.id });
  const compare = useCompareVersions(document.id, otherId, null, side);
  const others = list.documents.filter((candidate) => candidate.id !== document.id);

  const upload = async (file: File) => {
    setUploading(file.name);
    setUploadError(null);
    try {
      const uploaded = await uploadDocument(file, { onProgress: () => undefined, matterId: document.matter?.id ?? null });
      setOtherId(uploaded.id);
      void invalidateDocuments(queryClient);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="grid gap-6">
      <section className={panel} aria-labelledby="compare-title">
        <h3 id="compare-title" className="flex items-center gap-2 font-semibold text-ink-950">
          <GitCompareArrows className="size-4 text-brass-600" aria-hidden /> Compare with another version
        </h3>
        <p className="mt-1 text-sm text-ink-700">
          This document is our version. Upload the other side’s markup, or choose a version you uploaded, to see what they added, removed and changed, with the changed clauses reviewed again.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <input id={fileId} type="file" accept=".docx,.pdf,.txt,.md" className="sr-only" disabled={uploading !== null} onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }} />
            <Button asChild variant="dark">
              <label htmlFor={fileId} className="cursor-pointer">
                {uploading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                {uploading ? `Reading ${uploading}…` : 'Upload their version'}
              </label>
            </Button>
          </div>
          <label htmlFor={pickId} className="grid gap-1.5 text-sm font-medium text-ink-800">
            Or compare with
            <select id={pickId} value={otherId ?? ''} onChange={(event) => setOtherId(event.target.value || null)} className="h-10 rounded-md border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs sm:w-80">
              <option value="">Choose a document…</option>
              {others.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>{candidate.title}</option>
              ))}
            </select>
          </label>
        </div>
        {uploadError && <p className="mt-3 text-sm text-red-700" role="alert">{uploadError}</p>}
      </section>
      {otherId !== null &&
        (compare.isPending ? (
          <TabLoading text="Comparing the versions…" />
        ) : compare.isError ? (
          <ProblemNotice title="The versions could not be compared" error={compare.error} onRetry={() => compare.refetch()} />
        ) : (
          <Result result={compare.data} side={side} onSide={setSide} />
        ))}
    </div>
  );
}
