import { BookmarkPlus, ClipboardCheck, FileBadge, LoaderCircle, PanelRight, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DraftStatus, ExportFileFormat } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { ExportOptions } from './export-gate';
import { ExportMenu } from './ExportMenu';
import { StudioDialog } from './StudioDialog';

type OpenDialog = 'generate-again' | 'save-version' | 'delete' | null;

const textareaClass =
  'w-full rounded-md border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300';

/** Generate, check, export, keep a version, delete: the studio's actions, each asking first when it replaces or removes text. */
export function DraftActions({
  title,
  status,
  locked,
  generating,
  checking,
  preparingExport,
  tablesRequiredBy,
  certificateRequiredBy,
  onGenerate,
  onCheck,
  onCertifications,
  onExport,
  onSaveVersion,
  onDelete,
  onOpenReview,
}: {
  title: string;
  status: DraftStatus;
  /** Something else writes the draft (a generation, another window): nothing that changes it may start. */
  locked: boolean;
  generating: boolean;
  checking: boolean;
  preparingExport: boolean;
  /** The rule that requires tables of contents and authorities, from the latest check. */
  tablesRequiredBy: string | null;
  /** The order whose certificate the draft lacks and the export adds, from the latest check. */
  certificateRequiredBy: string | null;
  onGenerate: (instructions?: string) => void;
  onCheck: () => void;
  /** Opens the AI-use certifications for the draft's court and judge. */
  onCertifications: () => void;
  onExport: (format: ExportFileFormat, options: ExportOptions) => void;
  onSaveVersion: (label: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
  /** Shown when the review panel is not beside the document (narrow screens). */
  onOpenReview?: () => void;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [instructions, setInstructions] = useState('');
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);
  const isNew = status === 'new';

  const saveVersion = async () => {
    setBusy(true);
    const saved = await onSaveVersion(label.trim());
    setBusy(false);
    if (saved) {
      setLabel('');
      close();
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        onClick={() => (isNew ? onGenerate() : setDialog('generate-again'))}
        disabled={locked || generating}
        data-testid="generate-draft"
      >
        {generating ? <LoaderCircle className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {generating ? 'Generating…' : isNew ? 'Generate' : 'Generate again'}
      </Button>
      <Button variant="outline" size="sm" onClick={onCheck} disabled={checking || generating}>
        {checking ? <LoaderCircle className="animate-spin" aria-hidden /> : <ClipboardCheck aria-hidden />}
        {checking ? 'Checking…' : 'Check'}
      </Button>
      <Button variant="outline" size="sm" onClick={onCertifications} disabled={generating}>
        <FileBadge aria-hidden /> Certifications
      </Button>
      <ExportMenu onChoose={onExport} preparing={preparingExport} disabled={generating} tablesRequiredBy={tablesRequiredBy} certificateRequiredBy={certificateRequiredBy} />
      <Button variant="ghost" size="sm" onClick={() => setDialog('save-version')} disabled={locked} aria-label="Save version">
        <BookmarkPlus aria-hidden /> <span className="hidden sm:inline">Save version</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDialog('delete')} disabled={generating} aria-label="Delete draft" className="text-red-700 hover:bg-red-50">
        <Trash2 aria-hidden /> <span className="hidden sm:inline">Delete</span>
      </Button>
      {onOpenReview && (
        <Button variant="outline" size="sm" onClick={onOpenReview}>
          <PanelRight aria-hidden /> Review
        </Button>
      )}

      {dialog === 'generate-again' && (
        <StudioDialog
          title="Generate the draft again?"
          description="Every section is written again from the intake. The current text is kept in Versions, and you can stop at any time; finished sections are kept."
          onClose={close}
          footer={
            <>
              <Button variant="outline" size="sm" onClick={close}>Cancel</Button>
              <Button
                size="sm"
                onClick={() => {
                  close();
                  onGenerate(instructions.trim());
                }}
              >
                <Sparkles aria-hidden /> Generate again
              </Button>
            </>
          }
        >
          <label htmlFor="generate-instructions" className="text-sm font-medium text-ink-800">Instructions for this run (optional)</label>
          <textarea
            id="generate-instructions"
            rows={3}
            maxLength={5000}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder="For example: tighter argument; cite the statute of limitations"
            className={`mt-1.5 ${textareaClass}`}
          />
        </StudioDialog>
      )}

      {dialog === 'save-version' && (
        <StudioDialog
          title="Save a version"
          description="Keeps the draft as it is now, so you can compare with it or restore it later."
          onClose={close}
          footer={
            <>
              <Button variant="outline" size="sm" onClick={close}>Cancel</Button>
              <Button variant="dark" size="sm" disabled={busy} form="save-version-form" type="submit">
                {busy ? 'Saving…' : 'Save version'}
              </Button>
            </>
          }
        >
          <form
            id="save-version-form"
            onSubmit={(event) => {
              event.preventDefault();
              void saveVersion();
            }}
          >
            <label htmlFor="version-label" className="text-sm font-medium text-ink-800">Label (optional)</label>
            <Input id="version-label" className="mt-1.5" maxLength={120} value={label} onChange={(event) => setLabel(event.target.value)} placeholder="For example: Sent to client for review" autoFocus />
          </form>
        </StudioDialog>
      )}

      {dialog === 'delete' && (
        <StudioDialog
          role="alertdialog"
          title="Delete this draft?"
          description={<>“{title}” and all its versions will be deleted. This cannot be undone.</>}
          onClose={close}
          footer={
            <>
              <Button variant="outline" size="sm" onClick={close} autoFocus>Cancel</Button>
              <Button size="sm" onClick={() => void remove()} disabled={busy} className="bg-red-700 text-white hover:bg-red-800">
                {busy ? 'Deleting…' : 'Delete draft'}
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
