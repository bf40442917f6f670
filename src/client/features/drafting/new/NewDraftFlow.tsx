import { FilePen, MessageSquareText } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { DraftingTypesResponse } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { SourceDocumentNote } from '../../documents/source-document';
import { MatterSelect } from '../../matters/MatterSelect';
import { useMatters } from '../../matters/matters-queries';
import { ProblemNotice } from '../../research/ProblemNotice';
import { draftHref } from '../drafts-queries';
import { DraftAboutFields } from './DraftAboutFields';
import { PaperDetails } from '../paper/PaperDetails';
import { RefusalNotice } from '../paper/RefusalNotice';
import { paperCourtOf, usePaperResolution } from '../paper/use-paper';
import { COURT_SYSTEM_OF, courtHeading, parseCourt } from '../../../../legal/courts/chosen-court';
import { emptyEntry, type FieldEntry } from './intake-form';
import { IntakeFieldInput } from './IntakeFieldInput';
import { JurisdictionNote, JurisdictionPicker } from './JurisdictionPicker';
import { forgetNewDraft } from './saved-form';
import { Step } from './Step';
import { TypePicker } from './TypePicker';
import { useCreateDraft } from './use-create-draft';
import { useNewDraftForm } from './use-new-draft-form';

const courtNamed = (value: FieldEntry | undefined) => (typeof value === 'string' && value !== '' ? parseCourt(value) : null);

/** Which matter the draft goes into, for users with matters: its members can open and edit it. */
function MatterChoice({ value, onChange }: { value: string | null; onChange: (matterId: string | null) => void }) {
  const hasMatters = (useMatters().data?.matters.length ?? 0) > 0;
  if (!hasMatters && !value) return null;
  return (
    <div className="mt-8 grid gap-2 border-t border-ink-100 pt-6">
      <MatterSelect value={value} onChange={onChange} />
      <p className="text-sm text-ink-600">
        {value ? 'Every member of the matter can open and edit this draft; its tokens come from the firm’s pool.' : 'Only you can see this draft.'}
      </p>
    </div>
  );
}

/** The three steps of /drafts/new on one page: the document, the jurisdiction, and the intake for that document. */
export function NewDraftFlow({ catalogue }: { catalogue: DraftingTypesResponse }) {
  const form = useNewDraftForm(catalogue);
  const create = useCreateDraft();
  const navigate = useNavigate();
  const formElement = useRef<HTMLFormElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const { type } = form;
  const jurisdiction = form.jurisdictions.find((option) => option.id === form.jurisdiction);
  const errorCount = Object.keys(form.errors.fields).length + (form.errors.instructions ? 1 : 0);
  // The goal as this jurisdiction drafts it, in the court chosen from its list (N.D. Tex. has its own summary-judgment
  // form): its own paper and form, a refusal, or the catalogue's general form.
  const resolution = usePaperResolution(type?.id ?? null, form.jurisdiction, paperCourtOf(form.values.courtId, form.jurisdiction));
  const resolved = resolution.data;
  const drafted = resolved && resolved.kind !== 'refused' ? resolved.type : null;

  // A paper's grounds differ by court: a ground chosen for another court is replaced by this paper's own default.
  const grounds = resolved?.kind === 'paper' ? resolved.paper.grounds : null;
  const chosenGround = form.values.grounds;
  const { setValue } = form;
  useEffect(() => {
    if (grounds && !grounds.offered.some((ground) => ground.value === chosenGround)) setValue('grounds', grounds.defaultValue);
  }, [grounds, chosenGround, setValue]);

  // A court chosen from the list names the court (its name field is hidden); a court of another jurisdiction's list is
  // cleared when the jurisdiction changes.
  const chosenCourt = courtNamed(form.values.courtId);
  const chosenCourtName = chosenCourt ? courtHeading(chosenCourt).name : null;
  const courtSystem = COURT_SYSTEM_OF[form.jurisdiction];
  useEffect(() => {
    if (chosenCourtName) setValue('court', chosenCourtName);
  }, [chosenCourtName, setValue]);
  const storedCourt = form.values.courtId;
  useEffect(() => {
    if (typeof storedCourt === 'string' && storedCourt !== '' && !storedCourt.startsWith(`${courtSystem}|`)) setValue('courtId', '');
  }, [storedCourt, courtSystem, setValue]);

  // A type chosen from the long list folds it away; show the chosen type and the steps that follow from the top.
  const chosenFromList = useRef(false);
  useEffect(() => {
    if (!chosenFromList.current) return;
    chosenFromList.current = false;
    document.getElementById('step-document')?.closest('section')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [type?.id]);
  const chooseType = (id: string) => {
    chosenFromList.current = true;
    form.chooseType(id);
  };

  // A refusal is shown above the form; bring it into view, since the button that caused it is far below.
  useEffect(() => {
    if (create.isError) problem.current?.focus();
  }, [create.isError, create.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const request = flushSync(() => form.validate(drafted));
    if (!request) {
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    create.mutate(request, {
      onSuccess: (draft) => {
        forgetNewDraft(request.typeId);
        void navigate(`${draftHref(draft.id)}?generate=1`);
      },
    });
  };

  return (
    <form ref={formElement} onSubmit={submit} noValidate aria-busy={create.isPending} className="grid gap-6">
      {create.isError && (
        <div ref={problem} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <ProblemNotice title="The draft could not be created" error={create.error} />
        </div>
      )}
      {form.prefilledInstructions && !type && (
        <p className="flex items-start gap-2 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800" data-testid="prefill-note">
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
          The assistant’s answer is carried over as the drafter’s instructions. Choose the document to draft; you can edit the
          instructions with the rest of the details.
        </p>
      )}
      {form.sourceDocumentId && <SourceDocumentNote documentId={form.sourceDocumentId} />}
      <fieldset disabled={create.isPending} className="contents">
        <Step number={1} title="Document" titleId="step-document" description={type ? undefined : 'Choose what to draft. Each document has its own sections and intake form.'}>
          <TypePicker types={form.types} chosen={type} onChoose={chooseType} />
        </Step>

        {type && (
          <>
            <Step number={2} title="Jurisdiction" titleId="step-jurisdiction" description="Captions, required sections, length limits and contract-law limits follow the jurisdiction’s rules.">
              <div className="grid gap-3">
                <JurisdictionPicker options={form.jurisdictions} value={form.jurisdiction} onChange={form.setJurisdiction} labelledBy="step-jurisdiction" />
                <JurisdictionNote option={jurisdiction} />
                {resolution.isPending && <p className="text-sm text-ink-500">Finding this court’s paper…</p>}
                {resolution.isError && <ProblemNotice title="This court’s paper could not be loaded" error={resolution.error} />}
                {resolved?.kind === 'paper' && (
                  <div className="rounded-xl border border-ink-100 bg-paper px-4 py-4 sm:px-5">
                    <PaperDetails paper={resolved.paper} jurisdictionLabel={jurisdiction?.label ?? form.jurisdiction} compact />
                  </div>
                )}
                {resolved?.kind === 'refused' && (
                  <RefusalNotice refusal={resolved.refusal} typeLabel={type.label} jurisdictionLabel={jurisdiction?.label ?? form.jurisdiction} />
                )}
              </div>
            </Step>

            {drafted && <Step
              number={3}
              title="Details for the drafter"
              titleId="step-details"
              description="Fields marked * are required. What you type is kept in this browser tab until the draft is created."
            >
              <div className="grid gap-6">
                {drafted.intakeFields.filter((field) => !(field.id === 'court' && chosenCourt)).map((field) => (
                  <IntakeFieldInput
                    key={field.id}
                    field={field}
                    value={form.values[field.id] ?? emptyEntry(field)}
                    error={form.errors.fields[field.id]}
                    onChange={(value) => form.setValue(field.id, value)}
                    jurisdiction={form.jurisdiction}
                  />
                ))}
              </div>
              <div className="mt-8 border-t border-ink-100 pt-6">
                <DraftAboutFields
                  typeLabel={drafted.label}
                  title={form.title}
                  onTitle={form.setTitle}
                  instructions={form.instructions}
                  onInstructions={form.setInstructions}
                  instructionsError={form.errors.instructions}
                />
              </div>
              <MatterChoice value={form.matterId} onChange={form.setMatterId} />
              <div className="mt-8 grid gap-4 border-t border-ink-100 pt-6 sm:flex sm:items-center sm:justify-between">
                <div className="text-sm text-ink-600 sm:max-w-md">
                  {errorCount > 0 ? (
                    <p role="alert" className="font-medium text-red-700">
                      {errorCount === 1 ? 'One field needs attention' : `${errorCount} fields need attention`}; each says what is missing.
                    </p>
                  ) : (
                    <p>Next, the studio writes the draft section by section. You can stop it at any time; only the tokens used are charged.</p>
                  )}
                </div>
                <Button type="submit" variant="dark" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
                  <FilePen aria-hidden /> {create.isPending ? 'Creating draft…' : 'Create draft'}
                </Button>
              </div>
            </Step>}
          </>
        )}
      </fieldset>
    </form>
  );
}
