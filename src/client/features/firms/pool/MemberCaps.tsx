import { useId, useState, type FormEvent } from 'react';
import type { FirmPool } from '../../../../shared/api/matters';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { capText, capUse, parseCap } from '../../matters/caps';
import { useSetCap } from '../../matters/pool-queries';

type PoolMember = FirmPool['members'][number];

/** One member's cap: a number field for owners and admins (empty: no cap), its value for everyone else. */
function CapRow({ firmId, member, editable }: { firmId: string; member: PoolMember; editable: boolean }) {
  const inputId = useId();
  const problemId = useId();
  const setCap = useSetCap(firmId);
  const [text, setText] = useState(capText(member.monthlyTokenCap));
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = parseCap(text);
  const changed = 'cap' in parsed ? parsed.cap !== member.monthlyTokenCap : true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    setCap.mutate({ userId: member.userId, monthlyTokenCap: parsed.cap });
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="member-cap">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-ink-900">{member.name}</p>
        <p className="text-sm text-ink-600 tabular-nums" data-testid="member-used">{capUse(member)} this month</p>
      </div>
      {editable ? (
        <form onSubmit={submit} className="flex flex-col gap-1 sm:items-end" aria-label={`Monthly cap of ${member.name}`}>
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">Monthly token cap of {member.name}</label>
            <Input
              id={inputId}
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
              placeholder="No cap"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              className="h-9 w-36 tabular-nums"
            />
            <Button type="submit" variant="outline" size="sm" className="h-9" disabled={!changed || setCap.isPending}>
              {setCap.isPending ? 'Saving…' : 'Save cap'}
            </Button>
          </div>
          {problem && <p id={problemId} role="alert" className="text-xs text-red-700">{problem}</p>}
        </form>
      ) : (
        <span className="self-start rounded-full bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-700 sm:self-auto">
          {member.monthlyTokenCap === null ? 'No cap' : `Cap ${member.monthlyTokenCap.toLocaleString('en-US')}`}
        </span>
      )}
    </li>
  );
}

/** Each member's monthly cap on what they draw from the pool, and their use this month. */
export function MemberCaps({ firmId, members, editable }: { firmId: string; members: PoolMember[]; editable: boolean }) {
  return (
    <div className="mt-6 border-t border-ink-100 pt-6">
      <h3 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">Monthly caps</h3>
      <p className="mt-1 text-sm text-ink-600">
        A cap limits what a member draws from the pool in a calendar month (UTC); a call that would pass it is refused.
        {editable && ' Leave the field empty for no cap.'}
      </p>
      <ul aria-label="Monthly caps" className="mt-1 divide-y divide-ink-100">
        {members.map((member) => (
          <CapRow key={`${member.userId}-${member.monthlyTokenCap ?? 'none'}`} firmId={firmId} member={member} editable={editable} />
        ))}
      </ul>
    </div>
  );
}
