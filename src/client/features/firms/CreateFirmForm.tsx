import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FirmDetail } from '../../../shared/api/firms';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { useCreateFirm } from './firms-queries';

/** Creates a firm; its creator becomes its owner. */
export function CreateFirmForm({ onCreated }: { onCreated: (firm: FirmDetail) => void }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const create = useCreateFirm();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim() }, { onSuccess: (firm) => { setName(''); onCreated(firm); } });
  };
  return (
    <form onSubmit={submit} aria-label="Create a firm" className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Firm name</Label>
        <Input id={nameId} required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} placeholder="Doe & Roe LLP" />
      </div>
      <Button type="submit" variant="dark" disabled={create.isPending || name.trim() === ''}>
        <Plus aria-hidden /> {create.isPending ? 'Creating…' : 'Create a firm'}
      </Button>
    </form>
  );
}
