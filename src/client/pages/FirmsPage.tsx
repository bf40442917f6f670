import { Building2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FIRM_SEAT_RULE } from '../../shared/api/firms';
import { PageSpinner } from '../components/ui/spinner';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/use-page-title';
import { CreateFirmForm } from '../features/firms/CreateFirmForm';
import { FirmPanel } from '../features/firms/FirmPanel';
import { FirmSso } from '../features/firms/FirmSso';
import { FirmPool } from '../features/firms/pool/FirmPool';
import { ROLE_LABELS } from '../features/firms/firm-permissions';
import { reasonOf, useFirms } from '../features/firms/firms-queries';

/**
 * Issue #19: the firms the user belongs to, a firm's members and invitations, its single sign-on, its token pool,
 * caps and usage by matter, and creating a firm.
 */
export default function FirmsPage() {
  usePageTitle('Firms');
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading } = useFirms();
  const firms = data?.firms ?? [];
  const selectedFirm = firms.find((firm) => firm.id === params.get('firm')) ?? firms[0] ?? null;
  const selected = selectedFirm?.id ?? null;
  const select = (id: string) => setParams({ firm: id }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Workspace</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Firms</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Work with colleagues: create a firm, invite them by email and give each a role. Your own drafts, documents and
        conversations stay yours; to share work with colleagues, open a client{' '}
        <Link to="/matters" className="font-medium text-ink-900 underline-offset-2 hover:underline">matter</Link>.
      </p>

      {isLoading ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">{reasonOf(error)}</p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6">
            {firms.length > 0 && (
              <nav aria-label="Your firms" className="rounded-2xl border border-ink-100 bg-white p-2 shadow-sm">
                {firms.map((firm) => (
                  <Link
                    key={firm.id}
                    to={`/firms?firm=${encodeURIComponent(firm.id)}`}
                    replace
                    aria-current={firm.id === selected ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm hover:bg-ink-50',
                      firm.id === selected && 'bg-ink-50',
                    )}
                  >
                    <span className="flex min-w-0 items-center gap-3">
                      <Building2 className="size-4 shrink-0 text-ink-500" aria-hidden />
                      <span className="truncate font-medium text-ink-900">{firm.name}</span>
                    </span>
                    <span className="text-xs text-ink-500">{ROLE_LABELS[firm.role]}</span>
                  </Link>
                ))}
              </nav>
            )}
            <section aria-labelledby="create-firm-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
              <h2 id="create-firm-title" className="font-semibold text-ink-950">{firms.length > 0 ? 'Create another firm' : 'Create a firm'}</h2>
              <p className="mt-1 text-sm text-ink-600">You become its owner.</p>
              {/* Issue #39: the seat rule before the firm exists, not only in a refusal after inviting. */}
              <p className="mt-2 mb-4 text-sm text-ink-600" data-testid="create-firm-seat-rule">
                {FIRM_SEAT_RULE}{' '}
                <Link to="/plans" className="font-medium underline underline-offset-4">
                  Plans
                </Link>
              </p>
              <CreateFirmForm onCreated={(firm) => select(firm.id)} />
            </section>
          </div>
          <div className="grid content-start gap-6 lg:col-span-2">
            {selectedFirm ? (
              <>
                <FirmPanel key={selectedFirm.id} firmId={selectedFirm.id} />
                <FirmSso key={`sso-${selectedFirm.id}`} firmId={selectedFirm.id} firmName={selectedFirm.name} role={selectedFirm.role} />
                <FirmPool key={`pool-${selectedFirm.id}`} firmId={selectedFirm.id} role={selectedFirm.role} />
              </>
            ) : (
              <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 px-6 py-16 text-center">
                <Building2 className="size-8 text-ink-300" aria-hidden />
                <p className="mt-4 font-medium text-ink-900">You are not in a firm yet</p>
                <p className="mt-1 max-w-sm text-sm text-ink-600">
                  Create one, or open the link in an invitation email to join a colleague’s firm.
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
