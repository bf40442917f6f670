import { Minus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_TOKEN_ADJUSTMENT, type AdminUserDetail } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../lib/use-toast';
import { problemMessage } from '../../research/research-errors';
import { useAdjustTokens } from '../admin-queries';
import { formatNumber } from '../format';
import { newIdempotencyKey } from '../idempotency-key';
import { Segmented } from '../Segmented';
import { DrawerSection } from './DrawerSection';

type Mode = 'grant' | 'deduct';

const MODES = [
  { value: 'grant', label: 'Grant', icon: Plus },
  { value: 'deduct', label: 'Deduct', icon: Minus },
] as const;

/** Grant or deduct tokens with a reason; the user sees the row in their ledger, the audit log keeps who and why. */
export function TokenAdjustForm({ user }: { user: AdminUserDetail }) {
  const ids = { amount: useId(), reason: useId() };
  const [mode, setMode] = useState<Mode>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per intended change: a retry of the same submission is applied once; the next change gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const adjust = useAdjustTokens(user.id);

  const count = Number(amount);
  const validAmount = Number.isInteger(count) && count > 0 && count <= MAX_TOKEN_ADJUSTMENT;
  const tooMuch = mode === 'deduct' && validAmount && count > user.tokenCount;
  const canSubmit = validAmount && !tooMuch && reason.trim().length >= 3 && !adjust.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setOutcome(null);
    adjust.mutate(
      { amount: mode === 'grant' ? count : -count, reason: reason.trim(), idempotencyKey },
      {
        onSuccess: (result) => {
          const verb = mode === 'grant' ? 'granted' : 'deducted';
          const text = `${formatNumber(count)} tokens ${verb}. ${user.name}'s balance is now ${formatNumber(result.tokenCount)}.`;
          setOutcome({ ok: true, text });
          toast({ title: mode === 'grant' ? 'Tokens granted' : 'Tokens deducted', description: text, variant: 'success' });
          setAmount('');
          setReason('');
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => setOutcome({ ok: false, text: problemMessage(error) }),
      },
    );
  };

  return (
    <DrawerSection title="Adjust tokens">
      <form onSubmit={submit} className="grid gap-4" aria-label="Adjust tokens">
        <Segmented label="Grant or deduct" options={MODES} value={mode} onChange={setMode} />
        <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
          <Field label="Tokens" htmlFor={ids.amount}>
            <Input
              id={ids.amount}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
              placeholder="5000"
              aria-invalid={tooMuch || undefined}
            />
          </Field>
          <Field label="Reason" htmlFor={ids.reason} hint="Shown in their token history and kept in the audit log.">
            <Input id={ids.reason} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Compensation for the outage on 3 March" />
          </Field>
        </div>
        {tooMuch && <p className="text-sm text-red-700">This account holds {formatNumber(user.tokenCount)} tokens; a deduction cannot go below zero.</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="dark" disabled={!canSubmit}>
            {adjust.isPending ? 'Saving…' : mode === 'grant' ? 'Grant tokens' : 'Deduct tokens'}
          </Button>
          {outcome && (
            <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}>
              {outcome.text}
            </p>
          )}
        </div>
      </form>
    </DrawerSection>
  );
}
