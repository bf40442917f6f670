import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FirmSummary } from '../../../shared/api/firms';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { reasonOf } from '../firms/firms-queries';
import { selectClass } from '../firms/InviteForm';
import { useCreateMatter } from './matters-queries';

/** Opens a matter in one of the user's firms; they become its first member. The server's refusal is shown above the button. */
export function NewMatterForm({ firms, onCreated }: { firms: FirmSummary[]; onCreated: (matterId: string) => void }) {
  const ids = { firm: useId(), name: useId(), client: useId(), number: useId(), numberHint: useId() };
  const [firmId, setFirmId] = useState(firms[0]?.id ?? '');
  const [fields, setFields] = useState({ name: '', client: '', number: '' });
  const create = useCreateMatter();
  const set = (field: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const incomplete = !firmId || Object.values(fields).some((value) => value.trim() === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { firmId, name: fields.name.trim(), client: fields.client.trim(), number: fields.number.trim() },
      {
        onSuccess: (matter) => {
          setFields({ name: '', client: '', number: '' });
          onCreated(matter.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New matter" className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.firm}>Firm</Label>
        <select id={ids.firm} value={firmId} onChange={(e) => setFirmId(e.target.value)} className={selectClass}>
          {firms.map((firm) => (
            <option key={firm.id} value={firm.id}>{firm.name}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>Matter name</Label>
        <Input id={ids.name} required maxLength={160} value={fields.name} onChange={(e) => set('name')(e.target.value)} placeholder="Acme v. Roe" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.client}>Client</Label>
        <Input id={ids.client} required maxLength={160} value={fields.client} onChange={(e) => set('client')(e.target.value)} placeholder="Acme Corporation" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.number}>Matter number</Label>
        <Input
          id={ids.number}
          required
          maxLength={60}
          value={fields.number}
          onChange={(e) => set('number')(e.target.value)}
          placeholder="2026-014"
          aria-describedby={ids.numberHint}
        />
        <p id={ids.numberHint} className="text-xs text-ink-500">The number your firm bills it under; each matter of a firm has its own.</p>
      </div>
      {create.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(create.error)}</p>
      )}
      <Button type="submit" variant="dark" disabled={create.isPending || incomplete}>
        <Plus aria-hidden /> {create.isPending ? 'Opening…' : 'Open the matter'}
      </Button>
    </form>
  );
}
