import { Link } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';

/**
 * SPEC §8: a request refused for too few tokens shows 'Insufficient tokens: You need … remaining. {upgradeMessage}'
 * with ways to get more. Returns false for any other error.
 */
export function showInsufficientTokens(error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.tokenUsage) return false;
  toast({
    title: 'Insufficient tokens',
    description: error.message,
    variant: 'destructive',
    duration: 15_000,
    action: (
      <div className="flex shrink-0 flex-col gap-1.5">
        <Link to="/buy-tokens" className="rounded-md bg-ink-900 px-3 py-1.5 text-center text-xs font-medium text-white hover:bg-ink-800">
          Buy tokens
        </Link>
        <Link to="/subscribe" className="rounded-md border border-current/20 px-3 py-1.5 text-center text-xs font-medium hover:bg-black/5">
          Upgrade plan
        </Link>
      </div>
    ),
  });
  return true;
}
