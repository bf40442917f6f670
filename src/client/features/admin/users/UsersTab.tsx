import { ChevronRight, ShieldCheck, UserX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AdminUserSummary } from '../../../../shared/api/admin';
import { PageSpinner } from '../../../components/ui/spinner';
import { SearchInput } from '../../../components/ui/search-input';
import { ProblemNotice } from '../../research/ProblemNotice';
import { useSearchParam } from '../../sessions/use-search-param';
import { useAdminUsers } from '../admin-queries';
import { Badge } from '../Badge';
import { formatDate, formatNumber } from '../format';
import { LoadMore } from '../LoadMore';
import { UserDrawer } from './UserDrawer';

/** The account open in the drawer, kept in the address (`?user=`) so it survives a reload and can be linked. */
function useOpenUser(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('user', id);
      else next.delete('user');
      return next;
    });
  return [params.get('user'), open];
}

function UserRow({ user, onOpen }: { user: AdminUserSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-ink-50 focus-visible:bg-ink-50 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_8rem_1.5rem]"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink-950">{user.name}</span>
          <span className="block truncate text-sm text-ink-600">{user.email}</span>
        </span>
        <span className="col-start-1 flex flex-wrap gap-1.5 md:col-start-auto">
          {user.isAdmin && (
            <Badge tone="admin">
              <ShieldCheck className="size-3" aria-hidden /> Admin
            </Badge>
          )}
          {user.disabled && (
            <Badge tone="warning">
              <UserX className="size-3" aria-hidden /> Disabled
            </Badge>
          )}
          {user.twoFactorEnabled && <Badge>MFA on</Badge>}
        </span>
        <span className="col-start-1 text-sm text-ink-700 tabular-nums md:col-start-auto md:text-right">
          {formatNumber(user.tokenCount)} <span className="text-ink-500">tokens</span>
        </span>
        <span className="col-start-1 text-sm text-ink-500 md:col-start-auto md:whitespace-nowrap">
          <span className="md:hidden">Joined </span>
          {formatDate(user.createdAt)}
        </span>
        <ChevronRight className="col-start-2 row-span-4 row-start-1 size-4 text-ink-400 md:col-start-auto md:row-span-1" aria-hidden />
      </button>
    </li>
  );
}

/** Find an account by email or name and open it. */
export function UsersTab() {
  const search = useSearchParam('q');
  const [openId, setOpenId] = useOpenUser();
  const { users, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminUsers(search.query);

  return (
    <div>
      <div role="search">
        <SearchInput
          size="lg"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder="Search by email or name"
          aria-label="Search users"
        />
      </div>

      <div className="mt-5">
        {isPending ? (
          <PageSpinner />
        ) : isError ? (
          <ProblemNotice title="The accounts could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : users.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-10 text-center text-ink-600">
            {search.query ? `No account matches “${search.query}”.` : 'No accounts yet.'}
          </p>
        ) : (
          <section aria-label="Accounts" className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
            <div className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_8rem_1.5rem] gap-4 border-b border-ink-100 bg-ink-50/60 px-4 py-2 text-xs font-semibold tracking-wide text-ink-500 uppercase md:grid" aria-hidden>
              <span>Account</span>
              <span>Status</span>
              <span className="text-right">Balance</span>
              <span>Joined</span>
            </div>
            <ul className="divide-y divide-ink-100">
              {users.map((user) => (
                <UserRow key={user.id} user={user} onOpen={() => setOpenId(user.id)} />
              ))}
            </ul>
          </section>
        )}
        <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
      </div>

      {openId && <UserDrawer id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
