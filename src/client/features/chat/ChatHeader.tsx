import { Coins, PanelLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatterRef } from '../../../shared/api/matters';
import { cn } from '../../lib/cn';
import { formatTokens } from '../dashboard/BalanceCard';
import { MatterBadge } from '../matters/MatterBadge';
import type { PromptSettings } from './chat-transport';
import { PromptSettingsControls } from './PromptSettingsControls';

/** Below this, the balance is shown as running low. */
const LOW_BALANCE = 2_000;

function TokenBalance({ balance }: { balance: number | null }) {
  const low = balance !== null && balance < LOW_BALANCE;
  return (
    <Link
      to="/buy-tokens"
      title="Tokens remaining. Buy more"
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium ring-1 transition-colors',
        low ? 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100' : 'bg-ink-50 text-ink-800 ring-ink-100 hover:bg-ink-100',
      )}
    >
      <Coins className={cn('size-4', low ? 'text-amber-600' : 'text-brass-600')} aria-hidden />
      <span className="sr-only">Token balance: </span>
      <span className="tabular-nums" data-testid="chat-token-balance">{balance === null ? '…' : formatTokens(balance)}</span>
      <span className="hidden sm:inline">tokens</span>
    </Link>
  );
}

/** The conversation's title (and its matter), the prompt settings and the remaining balance. */
export function ChatHeader({
  title,
  matter = null,
  settings,
  onSettingsChange,
  settingsDisabled,
  balance,
  onShowConversations,
  move,
}: {
  title: string;
  matter?: MatterRef;
  settings: PromptSettings;
  onSettingsChange: (settings: PromptSettings) => void;
  settingsDisabled?: boolean;
  balance: number | null;
  onShowConversations: () => void;
  /** "Move to a matter", on the user's own personal conversation. */
  move?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-ink-100 bg-white px-4 py-3 sm:px-6">
      <button
        type="button"
        onClick={onShowConversations}
        className="-ml-1 rounded-md p-1.5 text-ink-700 hover:bg-ink-50 lg:hidden"
        aria-label="Show conversations"
      >
        <PanelLeft className="size-5" aria-hidden />
      </button>
      <h1 className="min-w-0 flex-1 truncate font-serif text-lg font-semibold text-ink-950 sm:text-xl" data-testid="conversation-title">
        {title}
      </h1>
      <MatterBadge matter={matter} className="max-w-[45%] shrink-0 text-xs font-medium" />
      <div className="order-last w-full xl:order-none xl:w-auto">
        <PromptSettingsControls settings={settings} onChange={onSettingsChange} disabled={settingsDisabled} />
      </div>
      <TokenBalance balance={balance} />
      {move && <div className="order-last w-full">{move}</div>}
    </header>
  );
}
