import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, Coins } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '../../../../shared/api/billing';
import type { ClientUser } from '../../../../shared/user';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useCheckout } from '../../billing/use-checkout';
import { formatTokens } from '../../dashboard/BalanceCard';
import { parseTransfer } from '../../matters/caps';
import { usePoolTransfer } from '../../matters/pool-queries';
import { reasonOf } from '../firms-queries';

interface Pack {
  id: string;
  name: string;
  tokens: number;
  priceCents: number;
}

const heading = 'text-sm font-semibold tracking-wider text-ink-500 uppercase';

/** Owners and admins buy a pack for the pool through the same checkout as a personal pack. */
export function BuyForFirm({ firmId }: { firmId: string }) {
  const packs = useQuery<{ packs: Pack[] }>({ queryKey: ['/api/billing/packs'], staleTime: Infinity });
  const checkout = useCheckout();
  return (
    <div className="mt-6 border-t border-ink-100 pt-6">
      <h3 className={heading}>Buy tokens for the firm</h3>
      <p className="mt-1 text-sm text-ink-600">Packs never expire. Members draw from the pool for work in the firm’s matters.</p>
      {packs.isError ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(packs.error)}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {(packs.data?.packs ?? []).map((pack) => (
            <li key={pack.id} className="flex items-center gap-3 rounded-xl border border-ink-100 p-4 sm:flex-col sm:items-stretch" data-testid={`firm-pack-${pack.id}`}>
              <div className="min-w-0 flex-1">
                <Coins className="hidden size-5 text-brass-600 sm:block" aria-hidden />
                <p className="font-medium text-ink-950 sm:mt-2">{pack.name}</p>
                <p className="font-serif text-2xl font-semibold text-ink-950">{formatPrice(pack.priceCents)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="shrink-0 sm:mt-1"
                disabled={checkout.isPending}
                onClick={() => checkout.mutate({ pack: pack.id, firmId })}
                aria-label={`Buy for the firm: ${pack.name}`}
              >
                Buy for the firm
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An owner moves tokens from their own balance into the pool. */
export function MoveTokens({ firmId }: { firmId: string }) {
  const inputId = useId();
  const hintId = useId();
  const me = useQuery<ClientUser>({ queryKey: ['/api/me'], staleTime: 0 });
  const balance = me.data?.tokenCount ?? null;
  const transfer = usePoolTransfer(firmId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTransfer(text, balance);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    transfer.mutate(parsed, { onSuccess: () => setText('') });
  };
  const shown = problem ?? (transfer.isError ? reasonOf(transfer.error) : null);
  return (
    <div className="mt-6 border-t border-ink-100 pt-6">
      <h3 className={heading}>Move tokens from my balance</h3>
      <form onSubmit={submit} aria-label="Move tokens from my balance" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={inputId}>Tokens to move</Label>
          <Input
            id={inputId}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="10,000"
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <Button type="submit" variant="dark" className="h-11" disabled={transfer.isPending || text.trim() === ''}>
          <ArrowRightLeft aria-hidden /> {transfer.isPending ? 'Moving…' : 'Move to the pool'}
        </Button>
      </form>
      <p id={hintId} className="mt-1.5 text-xs text-ink-500">
        {balance === null ? 'Your balance is loading.' : `You have ${formatTokens(balance)} tokens of your own.`} Moved tokens stay in the firm.
      </p>
      {shown && <p role="alert" className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{shown}</p>}
    </div>
  );
}
