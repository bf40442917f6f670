import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import type { DraftDetail, ExportFileFormat } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { problemMessage } from '../../research/research-errors';
import { DraftEditorProvider, EditorToolbar } from '../editor';
import { hasCertificate } from './certificate-section';
import { CertificationsDialog } from './CertificationsDialog';
import { firstPlaceholder, placeholdersIn, type DraftPartTarget } from './content-edits';
import { DraftActions } from './DraftActions';
import { DraftDocument } from './DraftDocument';
import { DraftNotes } from './DraftNotes';
import { draftPath, invalidateDraftLists, invalidateVersions, useDraftDetail } from './draft-queries';
import { ExportConfirmDialog } from './ExportConfirmDialog';
import { certificateRequiredBy, exportGate, type ExportConfirmation, type ExportOptions } from './export-gate';
import { GenerationProgress } from './GenerationProgress';
import { jumpTo } from './jump-to';
import { outlineMarks } from './outline-marks';
import { OutlineNav, OutlineSelect } from './OutlineNav';
import { ReviewDrawer, ReviewPanel, type ReviewTab } from './ReviewPanel';
import { SAVE_PROBLEM_ID, SaveProblem } from './SaveProblem';
import { CompactSaveStatus } from './SaveStatus';
import { ServerNotice } from './ServerNotice';
import { StudioHeader } from './StudioHeader';
import { MoveToMatter } from '../../matters/MoveToMatter';
import { otherAuthor, useViewer } from '../../matters/use-viewer';
import { useDraft } from './use-draft';
import { UnsavedChangesError, useDraftCheck } from './use-draft-check';
import { useGeneration } from './use-generation';
import { useMediaQuery } from './use-media-query';
import { useVersionView } from './use-version-view';
import { VersionView } from './VersionView';

/** A plain link's download: the session cookie authenticates it (errors were ruled out by the check before). */
function download(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The drafting studio for one loaded draft: header, outline, document, review panel. */
export function DraftStudio({ initial }: { initial: DraftDetail }) {
  const draftId = initial.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 1280px)');
  const viewer = useViewer();
  const draft = useDraft(initial);
  const generation = useGeneration(draftId, draft);
  const { run } = generation;
  const detail = useDraftDetail(draftId, { watch: !run }).data ?? initial;
  const check = useDraftCheck(draftId, draft.flush, draft.currentRevision);
  const versions = useVersionView(draftId, draft);
  const [tab, setTab] = useState<ReviewTab>('compliance');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [exporting, setExporting] = useState<ExportFileFormat | null>(null);
  const [confirmExport, setConfirmExport] = useState<ExportConfirmation | null>(null);
  const [certificationsOpen, setCertificationsOpen] = useState(false);

  const generatingElsewhere = detail.status === 'generating' && !run;
  const newerOnServer = !run && !generatingElsewhere && draft.save.state === 'saved' && detail.revision > draft.save.revision;
  const editable = !generatingElsewhere && !versions.shown;
  const colleague = detail.matter ? otherAuthor(detail.updatedBy, viewer.name) : null;
  const placeholders = useMemo(() => placeholdersIn(draft.content), [draft.content]);
  const marks = useMemo(() => outlineMarks(check.result?.findings ?? []), [check.result]);
  const sectionHeadings = draft.content.sections.map((section) => section.heading);

  const { flush, currentContent } = draft;
  const { start } = generation;
  const generate = useCallback(
    async (request: { sectionId?: string; instructions?: string }) => {
      try {
        await flush();
      } catch {
        toast({ title: 'Generation not started', description: new UnsavedChangesError().message, variant: 'destructive' });
        return;
      }
      await start({ ...request, planned: currentContent().sections.map(({ id, heading }) => ({ id, heading })) });
    },
    [currentContent, flush, start],
  );
  const regenerateSection = useCallback((sectionId: string, instructions: string) => void generate({ sectionId, instructions }), [generate]);

  // Arriving from the new-draft form with ?generate=1 writes a fresh draft at once; the parameter goes, so a reload does not.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (searchParams.get('generate') !== '1' || autoStarted.current) return;
    autoStarted.current = true;
    setSearchParams((params) => {
      params.delete('generate');
      return params;
    }, { replace: true });
    if (initial.status === 'new') void generate({});
  }, [generate, initial.status, searchParams, setSearchParams]);

  const showPart = (target: DraftPartTarget) => {
    setDrawerOpen(false);
    if (versions.shown) flushSync(() => versions.close());
    jumpTo(target);
  };
  const goToSection = (sectionIndex: number) => showPart({ kind: 'section', sectionIndex });
  const showFirstPlaceholder = () => {
    const target = firstPlaceholder(draft.content);
    if (target) showPart(target);
  };

  const runCheck = (showTab: ReviewTab = 'compliance') => {
    setTab(showTab);
    if (!wide) setDrawerOpen(true);
    void check.run();
  };

  const startExport = async (format: ExportFileFormat, options: ExportOptions) => {
    setExporting(format);
    const result = await check.run();
    setExporting(null);
    if (!result) return;
    const gate = exportGate(draftId, format, result, options);
    if (gate.kind === 'download') download(gate.href);
    else setConfirmExport({ ...gate, format });
  };

  const saveVersion = async (label: string) => {
    try {
      await draft.saveVersion(label);
      toast({ title: 'Version saved', description: label || undefined, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'The version was not saved', description: problemMessage(error), variant: 'destructive' });
      return false;
    } finally {
      void invalidateVersions(queryClient, draftId);
    }
  };

  const remove = async () => {
    try {
      await apiRequest('DELETE', draftPath(draftId));
    } catch (error) {
      toast({ title: 'The draft could not be deleted', description: problemMessage(error), variant: 'destructive' });
      return;
    }
    draft.discardChanges();
    navigate('/sessions');
    queryClient.removeQueries({ queryKey: [draftPath(draftId)] });
    void invalidateDraftLists(queryClient);
    toast({ title: 'Draft deleted', description: `“${detail.title}” was deleted.` });
  };

  const reload = async () => {
    try {
      await draft.reload();
      versions.close();
    } catch (error) {
      toast({ title: 'The draft could not be reloaded', description: problemMessage(error), variant: 'destructive' });
    }
  };

  const review = (
    <ReviewPanel
      draftId={draftId}
      tab={tab}
      onTab={setTab}
      check={check}
      stale={check.checkedRevision !== null && check.checkedRevision !== draft.save.revision}
      sectionHeadings={sectionHeadings}
      onRunCheck={() => runCheck(tab)}
      onGoTo={goToSection}
      versions={versions}
      onVersionOpened={closeDrawer}
      procedure={detail.paper ? { paper: detail.paper, jurisdictionLabel: detail.jurisdictionLabel } : null}
    />
  );

  return (
    <div className="bg-paper">
      <StudioHeader
        detail={detail}
        tokensUsed={detail.tokensUsed + (run?.tokensUsed ?? 0)}
        saveState={draft.save.state}
        onTitleCommit={draft.saveTitle}
        move={detail.matter ? undefined : <MoveToMatter kind="draft" id={detail.id} beforeMove={draft.flush} afterMove={draft.reload} />}
        actions={
          <DraftActions
            title={detail.title}
            status={detail.status}
            locked={generatingElsewhere || run !== null}
            generating={run !== null}
            checking={check.checking}
            preparingExport={exporting !== null}
            tablesRequiredBy={check.result?.tablesRequiredBy ?? null}
            certificateRequiredBy={certificateRequiredBy(check.result)}
            onGenerate={(instructions) => void generate({ instructions })}
            onCheck={() => runCheck()}
            onCertifications={() => setCertificationsOpen(true)}
            onExport={(format, options) => void startExport(format, options)}
            onSaveVersion={saveVersion}
            onDelete={remove}
            onOpenReview={wide ? undefined : () => setDrawerOpen(true)}
          />
        }
      />

      <div className="mx-auto flex max-w-[1600px] gap-6 px-3 sm:px-4 lg:px-6">
        <aside className="hidden w-56 shrink-0 lg:block">
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto py-6">
            <OutlineNav content={draft.content} marks={marks} run={run} onJump={showPart} />
          </div>
        </aside>

        <div className="min-w-0 flex-1 pb-16">
          <DraftEditorProvider>
            {!versions.shown && (
              <div className="sticky top-16 z-20 -mx-3 flex items-center gap-2 border-b border-ink-100 bg-paper/95 px-3 py-2 backdrop-blur sm:mx-0 sm:px-0">
                {/*
                  Narrow screens scroll the toolbar sideways rather than stack its rows over the text. The strip takes
                  focus itself so that keyboard users can scroll it while its buttons are disabled (no text selected).
                */}
                <div
                  role="group"
                  aria-label="Formatting"
                  tabIndex={0}
                  className="min-w-0 flex-1 overflow-x-auto max-lg:[&_[role=toolbar]]:w-max max-lg:[&_[role=toolbar]]:flex-nowrap"
                >
                  <EditorToolbar disabled={!editable} />
                </div>
                <div className="shrink-0 lg:hidden">
                  <OutlineSelect content={draft.content} marks={marks} onJump={showPart} />
                </div>
                <CompactSaveStatus state={draft.save.state} onShowProblem={() => document.getElementById(SAVE_PROBLEM_ID)?.scrollIntoView({ behavior: 'smooth' })} />
              </div>
            )}
            <div className="mt-4 grid gap-4">
              {draft.save.state === 'refused' && <SaveProblem refusal={draft.save.refusal} onReload={reload} shared={detail.matter !== null} />}
              {generatingElsewhere && <ServerNotice kind="generating-elsewhere" />}
              {newerOnServer && <ServerNotice kind="newer" by={colleague} onLoad={() => void reload()} />}
              {run && <GenerationProgress run={run} onStop={generation.stop} />}
              <DraftNotes notes={detail.notes} placeholderCount={placeholders.length} onShowFirstPlaceholder={showFirstPlaceholder} />
              {versions.shown ? (
                <VersionView
                  version={versions.shown.version}
                  action={versions.shown.action}
                  current={draft.content}
                  restoring={versions.restoring}
                  onRestore={() => void versions.restore()}
                  onBack={versions.close}
                />
              ) : (
                <DraftDocument
                  content={draft.content}
                  editable={editable}
                  run={run}
                  onCaptionChange={draft.setCaption}
                  onHeadingChange={draft.setSectionHeading}
                  onBlocksChange={draft.setSectionBlocks}
                  onSignatureChange={draft.setSignatureBlock}
                  onRegenerate={regenerateSection}
                />
              )}
            </div>
          </DraftEditorProvider>
        </div>

        {wide && (
          <aside className="w-96 shrink-0" aria-label="Review">
            <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto pt-2 pb-6">{review}</div>
          </aside>
        )}
      </div>

      {!wide && drawerOpen && <ReviewDrawer onClose={closeDrawer}>{review}</ReviewDrawer>}
      {certificationsOpen && (
        <CertificationsDialog
          draftId={draftId}
          flush={draft.flush}
          locked={!editable || run !== null}
          replacing={hasCertificate(draft.content)}
          onAdd={draft.putSection}
          onClose={() => setCertificationsOpen(false)}
        />
      )}
      {confirmExport && (
        <ExportConfirmDialog format={confirmExport.format} unverified={confirmExport.unverified} href={confirmExport.href} onClose={() => setConfirmExport(null)} />
      )}
    </div>
  );
}
