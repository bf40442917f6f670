import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  BAR_STATES, attorneyProfileSchema, type AttorneyProfile, type AttorneyProfileResponse,
} from '../../../shared/api/attorney-profile';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { reasonOf } from '../firms/firms-queries';
import { ATTORNEY_PROFILE_PATH, useAttorneyProfile } from './attorney-profile-queries';

type TextField = Exclude<keyof AttorneyProfile, 'barState'>;

const FIELDS: { id: TextField | 'barState'; label: string; multiline?: boolean; type?: string }[] = [
  { id: 'attorneyName', label: 'Name' },
  { id: 'barNumber', label: 'Bar number' },
  { id: 'barState', label: 'Bar admitted in' },
  { id: 'firm', label: 'Firm' },
  { id: 'attorneyAddress', label: 'Address', multiline: true },
  { id: 'attorneyPhone', label: 'Telephone', type: 'tel' },
  { id: 'attorneyEmail', label: 'Email', type: 'email' },
];

function ProfileForm({ saved }: { saved: AttorneyProfile }) {
  const id = useId();
  const [values, setValues] = useState<AttorneyProfile>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (profile: AttorneyProfile) => apiRequest<AttorneyProfileResponse>('PUT', ATTORNEY_PROFILE_PATH, profile),
    retry: false,
    onSuccess: (response) => {
      queryClient.setQueryData([ATTORNEY_PROFILE_PATH], response);
      toast({ title: 'Attorney profile saved', description: 'New court papers are signed with it; a draft can still say otherwise.', variant: 'success' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = attorneyProfileSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the profile.');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Attorney profile">
      {FIELDS.map((field) => (
        <label key={field.id} htmlFor={`${id}-${field.id}`} className={`grid gap-1 text-sm ${field.multiline ? 'sm:col-span-2' : ''}`}>
          <span className="font-medium text-ink-900">{field.label}</span>
          {field.id === 'barState' ? (
            // The bar's state names the number on a federal paper ("California State Bar No."); none chosen leaves the court's.
            <select
              id={`${id}-${field.id}`}
              value={values.barState ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, barState: event.target.value || null }))}
              className="h-11 w-full rounded-md border border-ink-200 bg-white px-3 pr-8 text-sm text-ink-900 shadow-xs focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
            >
              <option value="">Not chosen</option>
              {BAR_STATES.map((state) => <option key={state} value={state}>{state}</option>)}
            </select>
          ) : field.multiline ? (
            <textarea
              id={`${id}-${field.id}`}
              value={values[field.id]}
              rows={2}
              maxLength={500}
              onChange={(event) => setValues((current) => ({ ...current, [field.id]: event.target.value }))}
              className="rounded-md border border-ink-200 px-3 py-2 text-sm"
            />
          ) : (
            <Input
              id={`${id}-${field.id}`}
              type={field.type ?? 'text'}
              value={values[field.id]}
              maxLength={200}
              onChange={(event) => setValues((current) => ({ ...current, [field.id]: event.target.value }))}
            />
          )}
        </label>
      ))}
      {(problem ?? (save.isError ? reasonOf(save.error) : null)) && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">{problem ?? reasonOf(save.error)}</p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Save profile'}</Button>
      </div>
    </form>
  );
}

/** The dashboard's attorney profile: who signs every new court paper, entered once instead of in every draft. */
export function AttorneyProfileCard() {
  const { data } = useAttorneyProfile();
  return (
    <section aria-labelledby="attorney-profile-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm" data-testid="attorney-profile">
      <div className="flex items-center gap-3">
        <Scale className="size-5 text-brass-600" aria-hidden />
        <h2 id="attorney-profile-title" className="font-semibold text-ink-950">Attorney profile</h2>
      </div>
      <p className="mt-2 text-sm text-ink-600">
        Signs every new motion and pleading, and heads a California paper&apos;s first page. A draft&apos;s own form can change any of it.
      </p>
      {data && <ProfileForm key={data.updatedAt ?? 'new'} saved={data.profile} />}
    </section>
  );
}
