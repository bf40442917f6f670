import { BookOpen, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { useCreateInvitation } from '../features/admin/admin-queries';
import { AnalyticsTab } from '../features/admin/analytics/AnalyticsTab';
import { AuditTab } from '../features/admin/AuditTab';
import { InvitationsTab } from '../features/admin/InvitationsTab';
import { MatterUsageTab } from '../features/admin/MatterUsageTab';
import { OutboxTab } from '../features/admin/OutboxTab';
import { SsoRequirementsTab } from '../features/admin/SsoRequirementsTab';
import { UsersTab } from '../features/admin/users/UsersTab';
import { LoadCaseLaw } from '../features/research/load/LoadCaseLaw';
import { Tabs, type TabItem } from '../features/research/case/Tabs';
import { problemMessage } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

type Tab = 'users' | 'analytics' | 'matters' | 'audit' | 'outbox' | 'invitations' | 'sso';

const TABS: TabItem<Tab>[] = [
  { id: 'users', label: 'Users' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'matters', label: 'Usage by matter' },
  { id: 'audit', label: 'Audit log' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'invitations', label: 'Invitations' },
  { id: 'sso', label: 'Single sign-on' },
];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.id === value);

/** The tab in the address (`?tab=`); switching tabs drops the other tabs' filters. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  return [isTab(current) ? current : 'users', (tab) => setParams(tab === 'users' ? {} : { tab })];
}

/** DESIGN §5's admin area: users, analytics, usage by matter, the audit log, the outbox and invitations. */
export default function AdminPage() {
  usePageTitle('Administration');
  const [tab, setTab] = useTab();
  const [created, setCreated] = useState<{ code: string; expiresAt: string } | null>(null);
  const invite = useCreateInvitation();

  const createInvitation = () =>
    invite.mutate(undefined, {
      onSuccess: (invitation) => {
        setCreated(invitation);
        setTab('invitations');
      },
      onError: (error) => toast({ title: 'Invitation failed', description: problemMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Administration</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Admin area</h1>
          <p className="mt-2 text-ink-600">Accounts, usage, security events and outgoing messages. Every change here is written to the audit log.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">
          <LoadCaseLaw size="md" />
          <Button asChild variant="outline">
            <Link to="/admin-docs">
              <BookOpen aria-hidden /> API and operator guide
            </Link>
          </Button>
          <Button variant="dark" onClick={createInvitation} disabled={invite.isPending}>
            <KeyRound aria-hidden /> Create invitation code
          </Button>
        </div>
      </div>

      <div className="mt-8">
        <Tabs label="Admin sections" tabs={TABS} selected={tab} onSelect={setTab}>
          {tab === 'users' && <UsersTab />}
          {tab === 'analytics' && <AnalyticsTab />}
          {tab === 'matters' && <MatterUsageTab />}
          {tab === 'audit' && <AuditTab />}
          {tab === 'outbox' && <OutboxTab />}
          {tab === 'invitations' && <InvitationsTab created={created} />}
          {tab === 'sso' && <SsoRequirementsTab />}
        </Tabs>
      </div>
    </div>
  );
}
