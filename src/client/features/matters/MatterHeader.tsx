import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MatterDetail } from '../../../shared/api/matters';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../lib/use-toast';
import { invalidateDocuments } from '../documents/documents-queries';
import { invalidateDrafts } from '../drafting/drafts-queries';
import { StudioDialog } from '../drafting/studio/StudioDialog';
import { reasonOf } from '../firms/firms-queries';
import { invalidateSessions } from '../sessions/session-queries';
import { changesOf, type MatterFields } from './matter-changes';
import { MATTERS_HREF } from './matter-links';
import { useDeleteMatter, useUpdateMatter } from './matters-queries';


function EditMatterForm({ matter, onDone }: { matter: MatterDetail; onDone: () => void }) {
  const ids = { name: useId(), client: useId(), number: useId() };
  const [fields, setFields] = useState<MatterFields>({ name: matter.name, client: matter.client, number: matter.number });
  const update = useUpdateMatter(matter.id);
  const changes = changesOf(matter, fields);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, { onSuccess: onDone });
  };
  const field = (key: keyof MatterFields, label: string, maxLength: number) => (
    <div className="grid gap-1.5">
      <Label htmlFor={ids[key]}>{label}</Label>
      <Input id={ids[key]} required maxLength={maxLength} value={fields[key]} onChange={(e) => setFields((current) => ({ ...current, [key]: e.target.value }))} />
    </div>
  );
  return (
    <form onSubmit={submit} aria-label="Edit the matter" className="mt-4 grid gap-3 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:grid-cols-3">
      {field('name', 'Matter name', 160)}
      {field('client', 'Client', 160)}
      {field('number', 'Matter number', 60)}
      {update.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-3">{reasonOf(update.error)}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
        <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="dark" disabled={update.isPending || Object.values(fields).some((value) => value.trim() === '')}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

function DeleteMatterDialog({ matter, onClose }: { matter: MatterDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteMatter(matter.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        // Its conversations, drafts and documents went with it.
        void invalidateSessions(queryClient);
        void invalidateDrafts(queryClient);
        void invalidateDocuments(queryClient);
        toast({ title: 'Matter deleted', description: `“${matter.name}” and its work were deleted.` });
        navigate(MATTERS_HREF);
      },
    });
  return (
    <StudioDialog
      role="alertdialog"
      title="Delete this matter?"
      description={<>“{matter.name}” and all its conversations, drafts and documents will be deleted for every member. This cannot be undone.</>}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} autoFocus>Cancel</Button>
          <Button size="sm" onClick={confirm} disabled={remove.isPending} className="bg-red-700 text-white hover:bg-red-800">
            {remove.isPending ? 'Deleting…' : 'Delete matter'}
          </Button>
        </>
      }
    />
  );
}

/** The matter's name, client, number and firm; members may edit them, the firm's owners and admins delete it. */
export function MatterHeader({ matter }: { matter: MatterDetail }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <header>
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">
        <Link to={MATTERS_HREF} className="hover:text-brass-700">Matters</Link>
        <span className="text-ink-400"> · </span>
        <Link to={`/firms?firm=${encodeURIComponent(matter.firmId)}`} className="hover:text-brass-700">{matter.firmName}</Link>
      </p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight break-words text-ink-950 sm:text-4xl" data-testid="matter-name">{matter.name}</h1>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
            <div className="flex gap-1.5">
              <dt className="text-ink-500">Client</dt>
              <dd className="font-medium text-ink-900" data-testid="matter-client">{matter.client}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-ink-500">Matter no.</dt>
              <dd className="font-medium text-ink-900" data-testid="matter-number">{matter.number}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-ink-500">Firm</dt>
              <dd className="font-medium text-ink-900">{matter.firmName}</dd>
            </div>
          </dl>
        </div>
        {(matter.isMember || matter.canManage) && !editing && (
          <div className="flex shrink-0 flex-wrap gap-2">
            {matter.isMember && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit
              </Button>
            )}
            {matter.canManage && (
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} className="text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden /> Delete matter
              </Button>
            )}
          </div>
        )}
      </div>
      {editing && <EditMatterForm matter={matter} onDone={() => setEditing(false)} />}
      {deleting && <DeleteMatterDialog matter={matter} onClose={() => setDeleting(false)} />}
    </header>
  );
}
