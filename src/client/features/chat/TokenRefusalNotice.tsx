import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiError } from '../../lib/api-error';

/** SPEC §8's message for a question refused for too few tokens, kept above the conversation with the ways to get more. */
export function TokenRefusalNotice({ refusal }: { refusal: ApiError }) {
  return (
    <div className="px-4 pt-4 sm:px-6">
      <div role="alert" className="mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm sm:flex-row sm:items-center" data-testid="token-refusal">
        <Coins className="size-5 shrink-0 text-red-600" aria-hidden />
        <p className="flex-1 text-red-900">
          {refusal.message} <span className="text-red-800">Your question was not sent.</span>
        </p>
        <div className="flex shrink-0 gap-2">
          <Link to="/buy-tokens" className="rounded-md bg-ink-900 px-3 py-1.5 text-xs font-medium text-white hover:bg-ink-800">Buy tokens</Link>
          <Link to="/subscribe" className="rounded-md border border-ink-200 bg-white px-3 py-1.5 text-xs font-medium text-ink-900 hover:bg-ink-50">Upgrade plan</Link>
        </div>
      </div>
    </div>
  );
}
