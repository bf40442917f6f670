import { Copy, Globe } from 'lucide-react';
import type { DomainClaim } from '../../../shared/api/sso';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { Badge } from '../admin/Badge';
import { formatDateTime } from '../admin/format';
import { reasonOf } from './firms-queries';
import { domainStatusLine } from './sso-settings';
import { useVerifyFirmDomain } from './sso-queries';

const heading = 'text-sm font-semibold tracking-wider text-ink-500 uppercase';
const STATUS = {
  pending: { label: 'Pending', tone: 'admin' },
  verified: { label: 'Verified', tone: 'good' },
  expired: { label: 'Expired', tone: 'warning' },
} as const;

/** One field of the DNS record, read-only and copyable whole. */
function RecordField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied`, description: 'Paste it into your DNS provider’s TXT record.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-ink-600">{label}</span>
      <div className="flex gap-2">
        <input readOnly value={value} aria-label={`TXT record ${label.toLowerCase()}`} onFocus={(e) => e.currentTarget.select()} className="h-10 min-w-0 flex-1 rounded-md border border-ink-200 bg-ink-50 px-3 font-mono text-xs text-ink-800" data-testid={testId} />
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label={`Copy the ${label.toLowerCase()}`}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * Step 3 of the owner's set-up (issue #40): the TXT record that proves the firm holds its email domain, where it
 * goes, the claim's status, and "Verify", which has the server read DNS now.
 */
export function FirmSsoDomain({ firmId, domain }: { firmId: string; domain: DomainClaim }) {
  const verify = useVerifyFirmDomain(firmId);
  const status = STATUS[domain.status];
  return (
    <div className="mt-6 border-t border-ink-100 pt-6" data-testid="sso-domain">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={heading}>3. Prove you hold {domain.recordName}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        Nobody signs in through your provider, and “Require single sign-on” does nothing, until DNS shows this record. At your
        DNS provider (where {domain.recordName} is managed), add a <strong>TXT</strong> record at the domain itself: the host is
        “@” or left blank, not a subdomain. Keep it there: it is checked again every few hours.
      </p>
      <div className="mt-3 grid gap-3">
        <RecordField label="Name" value={domain.recordName} testId="sso-txt-name" />
        <RecordField label="Value" value={domain.recordValue} testId="sso-txt-value" />
      </div>
      <p className="mt-3 text-sm text-ink-700" data-testid="sso-domain-status">{domainStatusLine(domain, formatDateTime)}</p>
      {verify.isError && <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(verify.error)}</p>}
      {domain.status !== 'expired' && (
        <div className="mt-3 flex justify-end">
          <Button type="button" variant={domain.status === 'verified' ? 'outline' : 'dark'} onClick={() => verify.mutate()} disabled={verify.isPending}>
            <Globe aria-hidden /> {verify.isPending ? 'Asking DNS…' : domain.status === 'verified' ? 'Check again' : 'Verify'}
          </Button>
        </div>
      )}
    </div>
  );
}
