import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { createDraftSchema, type CreateDraftRequest, type DraftingType, type DraftingTypesResponse } from '../../../../shared/api/drafts';
import { initialValues, toIntake, type FieldEntry, type FieldErrors, type IntakeValues } from './intake-form';
import { orderJurisdictions, pickJurisdiction, readLastJurisdiction, saveLastJurisdiction } from './jurisdiction-options';
import { SOURCE_DOCUMENT_PARAM } from '../../documents/source-document';
import { MATTER_PARAM, matterFromSearch } from '../../matters/matter-links';
import { useAttorneyProfile } from '../../attorney-profile/attorney-profile-queries';
import { prefillFromState } from './new-draft-links';
import { readDetails, readTypeForm, saveDetails, saveTypeForm } from './saved-form';

export const TITLE_MAX = createDraftSchema.shape.title.unwrap().maxLength ?? 200;
export const INSTRUCTIONS_MAX = createDraftSchema.shape.instructions.unwrap().maxLength ?? 20_000;

interface TypeForm {
  typeId: string | null;
  values: IntakeValues;
  title: string;
}

/** The chosen type's form: as saved in this tab, else carrying over what fits from the form being left. */
function formFor(type: DraftingType | null, leaving: IntakeValues): TypeForm {
  if (!type) return { typeId: null, values: leaving, title: '' };
  const saved = readTypeForm(type.id);
  return { typeId: type.id, values: initialValues(type.intakeFields, saved.values, leaving), title: saved.title ?? '' };
}

export interface FormErrors {
  fields: FieldErrors;
  instructions?: string;
}

/**
 * Everything /drafts/new holds: the type (in the address, `?type=`), the jurisdiction, the intake, the title and
 * the instructions, each kept in sessionStorage as it changes. A prefill handed over in router state (from the chat)
 * is taken once, then dropped from the history entry so a reload shows the attorney's edits instead.
 */
export function useNewDraftForm(catalogue: DraftingTypesResponse) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [prefill] = useState(() => prefillFromState(location.state));
  const typeId = params.get('type') ?? prefill.typeId ?? null;
  // An uploaded document the draft answers or builds on (from the document page), kept in the address.
  const sourceDocumentId = params.get(SOURCE_DOCUMENT_PARAM) || null;
  // The matter the draft goes into (from a matter's page, or chosen on the form), kept in the address too.
  const matterId = matterFromSearch(params);
  const type = catalogue.types.find((candidate) => candidate.id === typeId) ?? null;
  const jurisdictions = useMemo(() => orderJurisdictions(catalogue.jurisdictions), [catalogue.jurisdictions]);

  const [details, setDetails] = useState(() => {
    const saved = readDetails();
    return {
      instructions: prefill.instructions ?? saved.instructions ?? '',
      jurisdiction: pickJurisdiction(catalogue.jurisdictions, prefill.jurisdiction, saved.jurisdiction, readLastJurisdiction()),
    };
  });
  const [form, setForm] = useState<TypeForm>(() => formFor(type, {}));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  // Another type chosen (or the address changed under us): switch forms during render rather than after it.
  if (form.typeId !== (type?.id ?? null)) {
    setForm(formFor(type, form.values));
    setErrors({ fields: {} });
  }
  // The saved attorney profile fills the attorney fields each form leaves empty (once per form and saved profile);
  // what the attorney types here wins. A bar state not chosen (null) fills nothing.
  const { data: attorney } = useAttorneyProfile();
  const [profileApplied, setProfileApplied] = useState<string | null>(null);
  const profileKey = attorney ? `${form.typeId}:${attorney.updatedAt}` : null;
  if (attorney && profileKey !== profileApplied) {
    setProfileApplied(profileKey);
    const filled = Object.entries(attorney.profile)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && form.values[entry[0]] === '');
    if (filled.length > 0) setForm({ ...form, values: { ...form.values, ...Object.fromEntries(filled) } });
  }

  useEffect(() => {
    if (form.typeId) saveTypeForm(form.typeId, { values: form.values, title: form.title });
  }, [form]);
  useEffect(() => saveDetails(details), [details]);

  useEffect(() => {
    if (location.state == null) return;
    const search = new URLSearchParams(location.search);
    if (prefill.typeId && !search.has('type')) search.set('type', prefill.typeId);
    void navigate({ search: search.toString() }, { replace: true, state: null });
  }, [location.state, location.search, prefill.typeId, navigate]);

  const chooseType = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', id);
        return next;
      },
      { replace: true },
    );

  const setMatterId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(MATTER_PARAM, id);
        else next.delete(MATTER_PARAM);
        return next;
      },
      { replace: true },
    );

  const setJurisdiction = (jurisdiction: string) => {
    saveLastJurisdiction(jurisdiction);
    setDetails((current) => ({ ...current, jurisdiction }));
  };

  const setValue = useCallback((fieldId: string, entry: FieldEntry) => {
    setForm((current) => ({ ...current, values: { ...current.values, [fieldId]: entry } }));
    setErrors((current) => {
      if (!(fieldId in current.fields)) return current;
      const { [fieldId]: _fixed, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  }, []);

  const setTitle = (title: string) => setForm((current) => ({ ...current, title }));

  const setInstructions = (instructions: string) => {
    setDetails((current) => ({ ...current, instructions }));
    setErrors((current) => (current.instructions ? { fields: current.fields } : current));
  };

  /**
   * The request to send, or null with every problem shown under its field. `drafted` is the type as the chosen
   * jurisdiction drafts it (its own paper's form), when it differs from the catalogue's.
   */
  const validate = (drafted: DraftingType | null = type): CreateDraftRequest | null => {
    if (!type || !drafted) return null;
    const { intake, errors: fieldErrors } = toIntake(drafted.intakeFields, form.values);
    const instructions = details.instructions.trim();
    const next: FormErrors = { fields: fieldErrors };
    if (instructions.length > INSTRUCTIONS_MAX) {
      next.instructions = `The instructions have ${instructions.length.toLocaleString('en-US')} characters; the limit is ${INSTRUCTIONS_MAX.toLocaleString('en-US')}. Keep only what the drafter needs.`;
    }
    setErrors(next);
    if (Object.keys(fieldErrors).length > 0 || next.instructions) return null;
    return {
      typeId: type.id,
      jurisdiction: details.jurisdiction,
      intake,
      ...(form.title.trim() ? { title: form.title.trim() } : {}),
      ...(instructions ? { instructions } : {}),
      ...(sourceDocumentId ? { sourceDocumentId } : {}),
      ...(matterId ? { matterId } : {}),
    };
  };

  return {
    /** Instructions arrived with the page (from an assistant answer), before any document was chosen. */
    prefilledInstructions: prefill.instructions !== undefined,
    sourceDocumentId,
    matterId,
    setMatterId,
    types: catalogue.types,
    type,
    chooseType,
    jurisdictions,
    jurisdiction: details.jurisdiction,
    setJurisdiction,
    values: form.values,
    setValue,
    title: form.title,
    setTitle,
    instructions: details.instructions,
    setInstructions,
    errors,
    validate,
  };
}

export type NewDraftForm = ReturnType<typeof useNewDraftForm>;
